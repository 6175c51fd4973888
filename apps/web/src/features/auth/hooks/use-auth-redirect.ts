import { useLocation, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';

/** What the login page may be handed when it is opened by another page. */
export type LoginPageState = {
  /** Where a visitor wanted to go before being sent to log in. */
  from?: string;
  /** Set by sign-up when the account was made but the automatic login failed. */
  notice?: 'signupLoginFailed';
};

function readState(state: unknown): LoginPageState {
  return typeof state === 'object' && state !== null ? (state as LoginPageState) : {};
}

/**
 * The `?character=` key from the card's QR code, and where a successful sign-up or login leads:
 * /landing?character={key}; without a character, back to the page that asked for a login, else /.
 */
export function useAuthRedirect() {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const state = readState(location.state);
  const character = searchParams.get('character')?.trim() || undefined;
  const successHref = character
    ? paths.landing.getHref({ character })
    : (state.from ?? paths.home.getHref());
  return { character, successHref, state };
}
