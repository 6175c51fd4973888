import * as parser from 'socket.io-parser';

const JSON_OF = Symbol('json');

/**
 * Marks an event's payload whose JSON the sender already made (a pushed view is serialised once
 * to tell whether the phone already has it): the encoder sends that JSON as it is, instead of
 * serialising the payload a second time. What goes on the wire is the same.
 */
export function withJson<T extends object>(payload: T, json: string): T {
  Object.defineProperty(payload, JSON_OF, { value: json });
  return payload;
}

/** Socket.IO's encoder, which uses a payload's own JSON when it has one (see `withJson`). */
class PreEncodedEncoder extends parser.Encoder {
  override encode(packet: parser.Packet) {
    const [event, payload, ...more] = Array.isArray(packet.data) ? packet.data : [];
    const json: unknown = payload?.[JSON_OF];
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
