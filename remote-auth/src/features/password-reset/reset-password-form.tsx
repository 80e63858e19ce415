import { useEffect, useState, type FormEvent } from 'react';
import { LIMITS, TEXTS, TextField, errorText } from 'shared';
import { FormMessage } from '../../components/form-message';
import { SubmitButton } from '../../components/submit-button';
import { PasswordField, ResendCode } from '../../components/fields';
import { useAuthForm } from '../../components/use-auth-form';
import { AUTH_UI } from '../../texts';
import formStyles from '../../components/form.module.css';
import { requestResetCode } from './api/request-reset-code';
import { resetPassword } from './api/reset-password';
import { validatePasswordReset, type PasswordResetValues } from './validation';

export interface ResetPasswordFormProps {
  /** Carried over from the sign-in form; shown read-only. */
  email: string;
  /** Called 1.5 s after a successful reset, with the email to pre-fill. */
  onPasswordReset: (email: string) => void;
  onBackToSignIn: () => void;
}

type Busy = 'reset' | 'resend' | null;

const NEW_PASSWORD_FIELDS = [
  ['newPassword', AUTH_UI.newPassword],
  ['confirmPassword', AUTH_UI.confirmNewPassword],
] as const;

export function ResetPasswordForm({
  email,
  onPasswordReset,
  onBackToSignIn,
}: ResetPasswordFormProps) {
  const { values, errors, bind, formError, setFormError, formRef, invalid } =
    useAuthForm<PasswordResetValues>({ email, code: '', newPassword: '', confirmPassword: '' });
  const [info, setInfo] = useState<string>(AUTH_UI.codeSentTo(email));
  const [busy, setBusy] = useState<Busy>(null);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(
      () => onPasswordReset(values.email.trim()),
      LIMITS.redirectAfterPasswordResetMs,
    );
    return () => clearTimeout(timer);
  }, [done, onPasswordReset, values.email]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || done) return;
    if (invalid(validatePasswordReset(values))) return;
    setBusy('reset');
    try {
      await resetPassword({
        email: values.email.trim(),
        code: values.code.trim(),
        newPassword: values.newPassword,
      });
      setDone(true);
    } catch (error) {
      setFormError(errorText(error, TEXTS.auth.resetPasswordFailed));
    } finally {
      setBusy(null);
    }
  }

  async function resend() {
    if (busy || done) return;
    setBusy('resend');
    setFormError(null);
    try {
      await requestResetCode(values.email.trim(), TEXTS.auth.sendVerificationCodeFailed);
      setInfo(AUTH_UI.codeResent);
    } catch (error) {
      setFormError(errorText(error, TEXTS.auth.sendVerificationCodeFailed));
    } finally {
      setBusy(null);
    }
  }

  return (
    <form ref={formRef} className={formStyles.form} onSubmit={submit} noValidate>
      {done ? (
        <FormMessage tone="success">{TEXTS.auth.resetSuccess}</FormMessage>
      ) : (
        <FormMessage tone="info">{info}</FormMessage>
      )}
      <TextField
        label={AUTH_UI.email}
        type="email"
        name="email"
        autoComplete="username"
        value={values.email}
        readOnly
        error={errors.email}
      />
      <TextField
        label={AUTH_UI.verificationCode}
        name="code"
        autoComplete="one-time-code"
        inputMode="numeric"
        {...bind('code')}
        readOnly={done}
        autoFocusTarget
      />
      {NEW_PASSWORD_FIELDS.map(([name, label]) => (
        <PasswordField
          key={name}
          label={label}
          name={name}
          autoComplete="new-password"
          {...bind(name)}
          readOnly={done}
        />
      ))}
      <SubmitButton
        error={formError}
        label={AUTH_UI.resetSubmit}
        busyLabel={AUTH_UI.resetting}
        busy={busy === 'reset'}
        disabled={busy !== null || done}
      />
      <div className={formStyles.row}>
        <button type="button" className={formStyles.linkButton} onClick={onBackToSignIn}>
          {AUTH_UI.backToSignIn}
        </button>
        <ResendCode
          inline
          sending={busy === 'resend'}
          disabled={busy !== null || done}
          onResend={() => void resend()}
        />
      </div>
    </form>
  );
}
