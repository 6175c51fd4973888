import { useTranslation } from '@/lib/use-translation';
import styles from './account-kind-choice.module.css';

export const ACCOUNT_KINDS = ['student', 'guide'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

type AccountKindChoiceProps = { value: AccountKind; onChange: (kind: AccountKind) => void };

/**
 * Sign-up without a card: a student plays (their card's QR code opens this page with their
 * character), the guide (a teacher) runs the lesson. Each option says what it leads to.
 */
export function AccountKindChoice({ value, onChange }: AccountKindChoiceProps) {
  const { t } = useTranslation('auth');
  return (
    <fieldset className={styles.choice}>
      <legend className={styles.legend}>{t('signup.kind.legend')}</legend>
      {ACCOUNT_KINDS.map((kind) => (
        <label key={kind} className={styles.option} data-checked={value === kind}>
          <input
            type="radio"
            name="accountKind"
            value={kind}
            checked={value === kind}
            onChange={() => onChange(kind)}
            className={styles.radio}
          />
          <span className={styles.text}>
            <span className={styles.title}>{t(`signup.kind.${kind}.title`)}</span>
            <span className={styles.hint}>{t(`signup.kind.${kind}.hint`)}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
