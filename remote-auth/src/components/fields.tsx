import { TextField, type TextFieldProps } from 'shared';
import { AUTH_UI } from '../texts';
import styles from './form.module.css';

/** The email field of the sign-in dialog's forms: an email's keyboard and autofill. */
export function EmailField(props: Omit<TextFieldProps, 'label'>) {
  return (
    <TextField
      label={AUTH_UI.email}
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      {...props}
    />
  );
}

/** A password field with its show-password toggle. */
export function PasswordField(props: TextFieldProps) {
  return <TextField type="password" revealable {...props} />;
}

/** 'Resend code' and the like: a link-styled button that says 'Sending code…' while it runs. */
export function SendCodeButton({
  label,
  sending,
  disabled,
  onClick,
}: {
  label: string;
  sending: boolean;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <button type="button" className={styles.linkButton} onClick={onClick} disabled={disabled}>
      {sending ? AUTH_UI.sendingCode : label}
    </button>
  );
}
