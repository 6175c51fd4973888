import * as parser from 'socket.io-parser';
import { jsonOf } from '../lib/pre-encoded-json';

/** Socket.IO's encoder, which uses a payload's own JSON when it has one (see `withJson`). */
class PreEncodedEncoder extends parser.Encoder {
  override encode(packet: parser.Packet) {
    const [event, payload, ...more] = Array.isArray(packet.data) ? packet.data : [];
    const json = jsonOf(payload);
    if (
      packet.type !== parser.PacketType.EVENT ||
      typeof json !== 'string' ||
      typeof event !== 'string' ||
      more.length > 0 ||
      packet.id !== undefined
    ) {
      return super.encode(packet);
    }
    const namespace = packet.nsp && packet.nsp !== '/' ? `${packet.nsp},` : '';
    return [`${parser.PacketType.EVENT}${namespace}[${JSON.stringify(event)},${json}]`];
  }
}

/** Socket.IO's own parser with that encoder (the decoder, for what phones send, is the same). */
export const preEncodedParser = { ...parser, Encoder: PreEncodedEncoder };
