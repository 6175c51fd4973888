import * as parser from 'socket.io-parser';
import { describe, expect, it } from 'vitest';
import { withJson } from '../lib/pre-encoded-json';
import { preEncodedParser } from './pre-encoded-parser';

const encoder = new preEncodedParser.Encoder();
const standard = new parser.Encoder();
const packet = (data: unknown[], nsp = '/') => ({ type: parser.PacketType.EVENT, nsp, data });

describe('the pre-encoded parser', () => {
  it('sends a payload’s own JSON as Socket.IO would have encoded the payload', () => {
    const payload = { sessionId: 's1', version: 3, view: { phase: 'quiz_active', list: [1, 'ü'] } };
    const own = withJson({ ...payload }, JSON.stringify(payload));
    expect(encoder.encode(packet(['session:state', own]))).toEqual(
      standard.encode(packet(['session:state', payload])),
    );
    expect(encoder.encode(packet(['session:state', own], '/admin'))).toEqual(
      standard.encode(packet(['session:state', payload], '/admin')),
    );
  });

  it('encodes everything else as Socket.IO does', () => {
    const plain = packet(['phaseChanged', { sessionId: 's1', phase: 'night_phase_1' }]);
    expect(encoder.encode(plain)).toEqual(standard.encode(plain));
    const ack = { ...packet(['x', withJson({ a: 1 }, '{"a":2}')]), id: 4 };
    expect(encoder.encode(ack)).toEqual(standard.encode(ack));
  });
});
