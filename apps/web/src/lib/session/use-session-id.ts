import { useSearchParams } from 'react-router';
import { storage } from '../storage';

/** The session of the page: `?sessionId=`, else the one stored when the player joined. */
export function useSessionId(): string | null {
  const [params] = useSearchParams();
  return params.get('sessionId') || storage.getCurrentSessionId();
}
