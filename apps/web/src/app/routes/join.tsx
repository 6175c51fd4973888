import { useSearchParams } from 'react-router';
import { JoinByCode } from '@/features/join/components/join-by-code';
import { roomCodeFieldValue } from '@/lib/room-code';

/** /join?code=ROOMCODE: where the projector's QR code leads a phone. */
export default function JoinRoute() {
  const [params] = useSearchParams();
  // A code of spaces alone is no code.
  const code = roomCodeFieldValue(params.get('code') ?? '').trim();
  // A new code typed on the page starts afresh.
  return <JoinByCode key={code} code={code} />;
}
