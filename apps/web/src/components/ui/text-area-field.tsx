import type { ComponentPropsWithRef } from 'react';
import styles from './field.module.css';
import { FieldFrame } from './field-frame';

export type TextAreaFieldProps = ComponentPropsWithRef<'textarea'> & {
  label: string;
  /** A message about this field; marks it invalid and is read with it. */
  error?: string | null;
};

/** A labelled multi-line text field, with the same look and error message as `TextField`. */
export function TextAreaField({ label, error, id, className, ...props }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} error={error} id={id} className={className}>
      {(control) => (
        <textarea className={`${styles.input} ${styles.textarea}`} {...control} {...props} />
      )}
    </FieldFrame>
  );
}
