import { useId, type ReactNode } from 'react';
import styles from './field.module.css';

/** What the control inside a field needs to be tied to its label and its error message. */
export type ControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

type FieldFrameProps = {
  label: string;
  /** A message about this field; marks it invalid and is read with it. */
  error?: string | null;
  id?: string;
  className?: string;
  /** Shown inside the field's border, after the control (e.g. a show-password toggle). */
  trailing?: ReactNode;
  children: (control: ControlProps) => ReactNode;
};

/** The label, border and error message every text field shares, around its own control. */
export function FieldFrame({ label, error, id, className, trailing, children }: FieldFrameProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const errorId = `${controlId}-error`;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={controlId}>
        {label}
      </label>
      <div className={styles.control} data-invalid={error ? 'true' : undefined}>
        {children({
          id: controlId,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? errorId : undefined,
        })}
        {trailing}
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
