import { useId, type ComponentPropsWithRef } from 'react';
import styles from './field.module.css';

export type TextAreaFieldProps = ComponentPropsWithRef<'textarea'> & {
  label: string;
  /** A message about this field; marks it invalid and is read with it. */
  error?: string | null;
};

/** A labelled multi-line text field, with the same look and error message as `TextField`. */
export function TextAreaField({ label, error, id, className, ...props }: TextAreaFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <div className={styles.control} data-invalid={error ? 'true' : undefined}>
        <textarea
          id={inputId}
          className={`${styles.input} ${styles.textarea}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...props}
        />
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
