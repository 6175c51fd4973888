/** Notes a per-session flag in localStorage (spec section 3); unavailable storage is ignored. */
export function remember(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Private mode or disabled storage: the flag simply is not kept.
  }
}
