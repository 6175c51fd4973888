import { useSearchParams } from 'react-router';
import { JoinByCode, normaliseCode } from '@/features/join/components/join-by-code';

/** /join?code=ROOMCODE: where the projector's QR code leads a phone. */
export default function JoinRoute() {
  const [params] = useSearchParams();
  const code = normaliseCode(params.get('code') ?? '');
  // A new code typed on the page starts afresh.
  return <JoinByCode key={code} code={code} />;
}
