import type { ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'default' | 'primary' | 'danger';

const VARIANT: Record<ButtonVariant, string | undefined> = {
  default: undefined,
  primary: styles.primary,
  danger: styles.danger,
};

/**
 * The app's button on the design tokens: `type="button"` unless told otherwise, so a button in
 * a form submits it only when it says so; `busy` disables it and tells assistive technology.
 */
export function Button({
  variant = 'default',
  busy = false,
  className,
  type = 'button',
  disabled,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; busy?: boolean }) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={[styles.button, VARIANT[variant], className].filter(Boolean).join(' ')}
    />
  );
}

/** A round button with only an icon: `label` is its accessible name. */
export function IconButton({
  label,
  className,
  children,
  ...rest
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label'> & { label: string }) {
  return (
    <button
      type="button"
      {...rest}
      aria-label={label}
      className={[styles.iconButton, className].filter(Boolean).join(' ')}
    >
      {children}
    </button>
  );
}
