import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

type StyleProps = { variant?: ButtonVariant; block?: boolean; className?: string };

function buttonClass({ variant = 'primary', block, className }: StyleProps): string {
  return [styles.button, styles[variant], block && styles.block, className]
    .filter(Boolean)
    .join(' ');
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & StyleProps;

export function Button({ variant, block, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClass({ variant, block, className })} {...props} />;
}

/** A link that looks like a button (it navigates, so it stays a link). */
export function ButtonLink({ variant, block, className, ...props }: LinkProps & StyleProps) {
  return <Link className={buttonClass({ variant, block, className })} {...props} />;
}
