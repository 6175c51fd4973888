import { useSyncExternalStore } from 'react';
import { isRoleId, type RoleId } from '@ecoscha/game';

/** The browser-storage keys of the spec (site-and-accounts.md section 3). */
export const STORAGE_KEYS = {
  token: 'token',
  userId: 'userId',
  username: 'username',
  userRoleId: 'userRoleId',
  role: 'role',
  currentSessionId: 'currentSessionId',
  /** An older name of `currentSessionId`, still read. */
  currentGameSessionId: 'currentGameSessionId',
} as const;

/** Settings of this device rather than of the person signed in: a logout keeps them. */
export const DEVICE_KEYS = [
  /** The address phones open, as the guide picked it on this laptop (lib/phone-address). */
  'phoneAddress',
] as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Per-session keys the game screens use. */
export const sessionStorageKeys = {
  eliminated: (sessionId: string, userId: string) => `eliminated_${sessionId}_${userId}`,
  specialActionUsed: (sessionId: string, userId: string) =>
    `specialActionUsed_${sessionId}_${userId}`,
  lastVideoRound: (sessionId: string) => `lastVideoRound_${sessionId}`,
};

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** Storage can throw (private mode, disabled cookies): the app then behaves as a visitor. */
function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the value simply is not remembered.
  }
}

function remove(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

export type LoginRecord = { token: string; userId: string; username: string; roleId: RoleId };

export const storage = {
  get: read,
  /** A value of this device's own (not one of the spec's keys); others are told of the change. */
  set(key: string, value: string): void {
    write(key, value);
    notify();
  },

  getToken: (): string | null => read(STORAGE_KEYS.token),
  getUserId: (): string | null => read(STORAGE_KEYS.userId),
  getUsername: (): string | null => read(STORAGE_KEYS.username),

  /** The role chosen at login (from the card), when it is a known role id. */
  getUserRoleId(): RoleId | null {
    const value = read(STORAGE_KEYS.userRoleId);
    return value && isRoleId(value) ? value : null;
  },

  getCurrentSessionId(): string | null {
    return read(STORAGE_KEYS.currentSessionId) ?? read(STORAGE_KEYS.currentGameSessionId);
  },

  setCurrentSessionId(sessionId: string): void {
    write(STORAGE_KEYS.currentSessionId, sessionId);
    notify();
  },

  setUsername(username: string): void {
    write(STORAGE_KEYS.username, username);
    notify();
  },

  /** The server renewed the token in use (`x-renewed-token`): the same login, a later expiry. */
  renewToken(token: string): void {
    if (read(STORAGE_KEYS.token)) write(STORAGE_KEYS.token, token);
  },

  saveLogin({ token, userId, username, roleId }: LoginRecord): void {
    write(STORAGE_KEYS.token, token);
    write(STORAGE_KEYS.userId, userId);
    write(STORAGE_KEYS.username, username);
    write(STORAGE_KEYS.userRoleId, roleId);
    write(STORAGE_KEYS.role, roleId);
    notify();
  },

  /** What a failed session start removes (spec section 4); everything else stays. */
  clearAuth(): void {
    remove(STORAGE_KEYS.token);
    remove(STORAGE_KEYS.userId);
    remove(STORAGE_KEYS.userRoleId);
    notify();
  },

  /** The game is over: forget the session and its per-session flags, keep the login. */
  clearSessionData(sessionId: string): void {
    remove(STORAGE_KEYS.currentSessionId);
    remove(STORAGE_KEYS.currentGameSessionId);
    try {
      for (const key of Object.keys(localStorage)) {
        if (key.includes(`_${sessionId}`)) localStorage.removeItem(key);
      }
    } catch {
      // Storage unavailable: nothing was stored.
    }
    notify();
  },

  /** Logout: every key of this origin, in both storages, but this device's own settings. */
  clearAll(): void {
    try {
      const kept = DEVICE_KEYS.map((key) => [key, localStorage.getItem(key)] as const);
      localStorage.clear();
      sessionStorage.clear();
      for (const [key, value] of kept) if (value !== null) localStorage.setItem(key, value);
    } catch {
      // Storage unavailable: there is nothing to clear.
    }
    notify();
  },

  /** Called after any change made through this module or in another tab. */
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    window.addEventListener('storage', listener);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', listener);
    };
  },
};

/** A stored value that re-renders its component whenever it changes. */
export function useStoredValue(key: StorageKey): string | null {
  return useSyncExternalStore(storage.subscribe, () => read(key));
}
