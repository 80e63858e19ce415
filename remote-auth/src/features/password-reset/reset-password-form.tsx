import { useEffect, useState, type FormEvent } from 'react';
import { LIMITS, TEXTS, TextField, errorText, useFormFields } from 'shared';
import { FormMessage } from '../../components/form-message';
import { SubmitButton } from '../../components/submit-button';
import { useFocusFirstError } from '../../components/use-focus-first-error';
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

export function ResetPasswordForm({
  email,
  onPasswordReset,
  onBackToSignIn,
}: ResetPasswordFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const { values, errors, showErrors, bind } = useFormFields<PasswordResetValues>(
    { email, code: '', newPassword: '', confirmPassword: '' },
    () => setFormError(null),
  );
  const [info, setInfo] = useState<string>(AUTH_UI.codeSentTo(email));
  const [busy, setBusy] = useState<Busy>(null);
  const [done, setDone] = useState(false);
  const [formRef, focusFirstError] = useFocusFirstError<HTMLFormElement>();

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
    setFormError(null);
    if (showErrors(validatePasswordReset(values))) {
      focusFirstError();
      return;
    }
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
      <TextField
        label={AUTH_UI.newPassword}
        type="password"
        name="newPassword"
        autoComplete="new-password"
        {...bind('newPassword')}
        readOnly={done}
        revealable
      />
      <TextField
        label={AUTH_UI.confirmNewPassword}
        type="password"
        name="confirmPassword"
        autoComplete="new-password"
        {...bind('confirmPassword')}
        readOnly={done}
        revealable
      />
      {formError && <FormMessage tone="error">{formError}</FormMessage>}
      <SubmitButton
        label={AUTH_UI.resetSubmit}
        busyLabel={AUTH_UI.resetting}
        busy={busy === 'reset'}
        disabled={busy !== null || done}
      />
      <div className={formStyles.row}>
        <button type="button" className={formStyles.linkButton} onClick={onBackToSignIn}>
          {AUTH_UI.backToSignIn}
        </button>
        <span className={formStyles.footnote}>
          {AUTH_UI.noCode}{' '}
          <button
            type="button"
            className={formStyles.linkButton}
            onClick={() => void resend()}
            disabled={busy !== null || done}
          >
            {busy === 'resend' ? AUTH_UI.sendingCode : AUTH_UI.resendCode}
          </button>
        </span>
      </div>
    </form>
  );
}
