import type { ReactNode } from 'react';
import styles from './alert.module.css';

type AlertProps = { tone?: 'error' | 'success' | 'info'; children: ReactNode };

/** An inline message: errors interrupt screen readers (role=alert), the rest are polite. */
export function Alert({ tone = 'error', children }: AlertProps) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`${styles.alert} ${styles[tone]}`}>
      {children}
    </div>
  );
}
