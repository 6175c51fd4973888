import type { ComponentPropsWithRef, ReactNode } from 'react';
import styles from './field.module.css';
import { FieldFrame } from './field-frame';

export type TextFieldProps = ComponentPropsWithRef<'input'> & {
  label: string;
  /** A message about this field; marks it invalid and is read with it. */
  error?: string | null;
  /** Shown inside the field's border, after the input (e.g. a show-password toggle). */
  trailing?: ReactNode;
};

export function TextField({ label, error, trailing, id, className, ...props }: TextFieldProps) {
  return (
    <FieldFrame label={label} error={error} id={id} className={className} trailing={trailing}>
      {(control) => <input className={styles.input} {...control} {...props} />}
    </FieldFrame>
  );
}
