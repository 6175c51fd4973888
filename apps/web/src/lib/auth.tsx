import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { API, type LoginResponse, type User, type UserResponse } from '@ecoscha/contracts';
import { roleIdForCharacterKey, type RoleId } from '@ecoscha/game';
import { paths } from '@/config/paths';
import { api } from './api-client';
import { ApiError } from './api-error';
import { storage } from './storage';

/** The signed-in player: their account, and the role they play (from their card at login). */
export type AuthSession = { user: User; roleId: RoleId };

export const authSessionKey = ['auth', 'session'] as const;

/** Set by logout until the next login: protected pages then send the player home, not to /login. */
let loggedOut = false;

export function getProfile(options: { signal?: AbortSignal } = {}): Promise<UserResponse> {
  return api.get<UserResponse>(API.auth.profile, options);
}

/**
 * Session start (site-and-accounts.md section 4): with a stored token the profile is fetched; the
 * role is the stored userRoleId if any, else the profile's. A failure removes token, userId and
 * userRoleId without a message. Without a token the visitor is logged out.
 */
async function startSession(): Promise<AuthSession | null> {
  const token = storage.getToken();
  if (!token) return null;
  try {
    const { user } = await getProfile();
    return { user, roleId: storage.getUserRoleId() ?? user.roleId };
  } catch (error) {
    // A dropped classroom Wi-Fi is not a bad token: keep it, so a reload signs the player back
    // in. A login that finished meanwhile stored a new token: that one stays.
    const offline = error instanceof ApiError && error.isNetworkError;
    if (!offline && storage.getToken() === token) storage.clearAuth();
    return null;
  }
}

export const sessionQueryOptions = queryOptions({
  queryKey: authSessionKey,
  queryFn: startSession,
  staleTime: Infinity,
  gcTime: Infinity,
  retry: false,
});

/** Starts the session as the app opens, so a stale token is dropped even on public pages. */
export function SessionStart() {
  useQuery(sessionQueryOptions);
  return null;
}

export function useAuth() {
  const { data, isPending } = useQuery(sessionQueryOptions);
  return { user: data?.user ?? null, roleId: data?.roleId ?? null, isLoading: isPending };
}

/** A login answer without a user id is a failed login (spec section 7). */
export class MissingUserIdError extends Error {
  override readonly name = 'MissingUserIdError';
}

/**
 * Remembers a successful login: token, userId, username, and as userRoleId/role the role of the
 * card the player scanned, or their account's role when no card was given.
 */
export async function completeLogin(
  queryClient: QueryClient,
  { token, user }: LoginResponse,
  characterKey?: string,
): Promise<AuthSession> {
  const userId = user?._id || user?.id;
  if (!token || !userId) throw new MissingUserIdError();
  const roleId = (characterKey && roleIdForCharacterKey(characterKey)) || user.roleId;
  loggedOut = false;
  // A session start still checking an older token must not overwrite this login.
  await queryClient.cancelQueries({ queryKey: authSessionKey });
  storage.saveLogin({ token, userId, username: user.username, roleId });
  const session = { user, roleId };
  queryClient.setQueryData(authSessionKey, session);
  return session;
}

/** Keeps the signed-in user in step after a profile edit. */
export function updateSessionUser(queryClient: QueryClient, user: User): void {
  queryClient.setQueryData(authSessionKey, (session) => (session ? { ...session, user } : session));
  storage.setUsername(user.username);
}

/** Logout: back to the home page, then every stored key and cached answer is dropped. */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    // Leave first; a protected page still on screen sends the player home as well.
    loggedOut = true;
    await navigate(paths.home.getHref());
    storage.clearAll();
    // The socket still carries the old token (loaded only if a game screen opened it).
    void import('./session/socket').then(({ closeSocket }) => closeSocket());
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authSessionKey[0] });
    queryClient.setQueryData(authSessionKey, null);
  }, [navigate, queryClient]);
}

export type RedirectState = { from?: string };

/** What home may be handed: the name of a student a class badge just signed in (a welcome). */
export type HomePageState = { signedInAs?: string };

/**
 * The gate of protected routes: nothing while the session starts, /login for a visitor (keeping
 * where they wanted to go), /unauthorized when a required role does not match.
 */
export function RequireAuth({ role }: { role?: RoleId }) {
  const { user, roleId, isLoading } = useAuth();
  const location = useLocation();
  if (isLoading) return null;
  if (!user) {
    if (loggedOut) return <Navigate to={paths.home.getHref()} replace />;
    const state: RedirectState = { from: `${location.pathname}${location.search}` };
    return <Navigate to={paths.login.getHref()} replace state={state} />;
  }
  if (role && roleId !== role) return <Navigate to={paths.unauthorized.getHref()} replace />;
  return <Outlet />;
}
