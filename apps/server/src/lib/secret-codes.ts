import {
  createCipheriv,
  createDecipheriv,
  createHash,
  hkdfSync,
  randomBytes,
  randomInt,
} from 'node:crypto';
import { BADGE_CODE_ALPHABET, BADGE_CODE_LENGTH } from '@ecoscha/contracts';

/** A fresh code of the badge alphabet: 8 uniform, secure characters (40 bits). */
export function generateSecretCode(): string {
  return Array.from({ length: BADGE_CODE_LENGTH }, () =>
    BADGE_CODE_ALPHABET.charAt(randomInt(BADGE_CODE_ALPHABET.length)),
  ).join('');
}

/** How a code is stored and looked up: its SHA-256, never the code itself. */
export const hashSecretCode = (code: string): string =>
  createHash('sha256').update(`ecoscha-code:${code}`).digest('hex');

export type CodeSealer = {
  /** The code encrypted (AES-256-GCM) for the database, so its guide can print it again. */
  seal(code: string): string;
  /** The code back; undefined when the server's key changed since it was sealed. */
  unseal(sealed: string): string | undefined;
};

/** Seals with a key derived from the server's secret (the one that signs tokens). */
export function createCodeSealer(serverSecret: string): CodeSealer {
  const key = Buffer.from(hkdfSync('sha256', serverSecret, 'ecoscha', 'badge-codes', 32));
  return {
    seal(code) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(code, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url')).join('.');
    },
    unseal(sealed) {
      const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
      if (!iv || !tag || !data) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, iv);
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
      } catch {
        return undefined;
      }
    },
  };
}
