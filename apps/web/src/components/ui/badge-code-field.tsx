import { BADGE_CODE_PATTERN, formatBadgeCode, normaliseBadgeCode } from '@ecoscha/contracts';
import styles from './badge-code-field.module.css';
import { TextField, type TextFieldProps } from './text-field';

/** How a code is shown as an example and a placeholder (no real code has an O or an I). */
export const BADGE_CODE_EXAMPLE = formatBadgeCode('ABCDEFGH');

/** The typed text as the server compares it (`abcd-efgh` → `ABCDEFGH`), or null when unreadable. */
export function readBadgeCode(typed: string): string | null {
  const code = normaliseBadgeCode(typed);
  return BADGE_CODE_PATTERN.test(code) ? code : null;
}

/**
 * A code printed on a class badge (or a one-time reset code, same alphabet), typed by hand on a
 * phone: large monospace letters, capitals from the keyboard, no autocorrect. A dash or spaces
 * between the two groups of four may be typed or not.
 */
export function BadgeCodeField({ className, ...props }: TextFieldProps) {
  return (
    <TextField
      inputMode="text"
      autoCapitalize="characters"
      autoComplete="off"
      autoCorrect="off"
      spellCheck={false}
      enterKeyHint="go"
      maxLength={16}
      placeholder={BADGE_CODE_EXAMPLE}
      className={[styles.field, className].filter(Boolean).join(' ')}
      {...props}
    />
  );
}
