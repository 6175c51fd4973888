import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styles from './field.module.css';

export type TextFieldProps = ComponentPropsWithRef<'input'> & {
  label: string;
  /** A message about this field; marks it invalid and is read with it. */
  error?: string | null;
  /** Shown inside the field's border, after the input (e.g. a show-password toggle). */
  trailing?: ReactNode;
};

export function TextField({ label, error, trailing, id, className, ...props }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <div className={styles.control} data-invalid={error ? 'true' : undefined}>
        <input
          id={inputId}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...props}
        />
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
