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

/** 'Didn't get a code? Resend code' under a form; a span where it shares a row. */
export function ResendCode({
  sending,
  disabled,
  onResend,
  inline = false,
}: {
  sending: boolean;
  disabled: boolean;
  onResend: () => void;
  inline?: boolean;
}) {
  const Line = inline ? 'span' : 'p';
  return (
    <Line className={styles.footnote}>
      {AUTH_UI.noCode}{' '}
      <SendCodeButton
        label={AUTH_UI.resendCode}
        sending={sending}
        disabled={disabled}
        onClick={onResend}
      />
    </Line>
  );
}

/** The line under a form that goes to the other one: a question and a link-styled button. */
export function OtherForm({
  question,
  label,
  onClick,
}: {
  question: string;
  label: string;
  onClick: () => void;
}) {
  return (
    <p className={styles.footnote}>
      {question}{' '}
      <button type="button" className={styles.linkButton} onClick={onClick}>
        {label}
      </button>
    </p>
  );
}
