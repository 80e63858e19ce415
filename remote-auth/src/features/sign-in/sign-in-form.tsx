import { useState, type FormEvent } from 'react';
import { TEXTS, errorText } from 'shared';
import { FormMessage } from '../../components/form-message';
import { SubmitButton } from '../../components/submit-button';
import { EmailField, OtherForm, PasswordField, SendCodeButton } from '../../components/fields';
import { useAuthForm } from '../../components/use-auth-form';
import { AUTH_UI } from '../../texts';
import formStyles from '../../components/form.module.css';
import { login } from './api/login';
import { startSession } from './api/session';
import { GoogleSignInButton } from './google-sign-in-button';
import { validateResetCodeEmail, validateSignIn, type SignInValues } from './validation';

export interface SignInFormProps {
  initialEmail?: string;
  /** Good news carried over from the previous view (registration, password reset). */
  notice?: string | null;
  onSignedIn: () => void;
  /** Sends a reset code to the email; rejects with the text to show. */
  onForgotPassword: (email: string) => Promise<void>;
  onCreateAccount: () => void;
}

type Busy = 'sign-in' | 'reset-code' | 'google' | null;

export function SignInForm({
  initialEmail = '',
  notice = null,
  onSignedIn,
  onForgotPassword,
  onCreateAccount,
}: SignInFormProps) {
  const { values, bind, formError, setFormError, formRef, invalid } = useAuthForm<SignInValues>({
    email: initialEmail,
    password: '',
  });
  const [busy, setBusy] = useState<Busy>(null);
  // Unchecked: the sign-in lasts this browser session (tokens in sessionStorage, a short
  // refresh lifetime); checked: localStorage and the long one.
  const [keepLoggedIn, setKeepLoggedIn] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (invalid(validateSignIn(values))) return;
    setBusy('sign-in');
    try {
      const result = await login({
        identifier: values.email.trim(),
        password: values.password,
        remember: keepLoggedIn,
      });
      await startSession(result, { remember: keepLoggedIn });
      onSignedIn();
    } catch (error) {
      setFormError(errorText(error, TEXTS.auth.loginFailed));
      setBusy(null);
    }
  }

  async function forgotPassword() {
    if (busy) return;
    if (invalid({ email: validateResetCodeEmail(values.email) })) return;
    setBusy('reset-code');
    try {
      await onForgotPassword(values.email.trim());
    } catch (error) {
      setFormError(errorText(error, TEXTS.auth.sendResetEmailFailed));
      setBusy(null);
    }
  }

  return (
    <div className={formStyles.form}>
      {notice && <FormMessage tone="success">{notice}</FormMessage>}
      <GoogleSignInButton
        onSignedIn={onSignedIn}
        disabled={busy !== null && busy !== 'google'}
        onBusyChange={(googleBusy) => setBusy(googleBusy ? 'google' : null)}
        remember={keepLoggedIn}
      />
      <form ref={formRef} className={formStyles.form} onSubmit={submit} noValidate>
        <EmailField {...bind('email')} autoFocusTarget={initialEmail === ''} />
        <PasswordField
          label={AUTH_UI.password}
          name="password"
          autoComplete="current-password"
          {...bind('password')}
          autoFocusTarget={initialEmail !== ''}
        />
        <div className={formStyles.row}>
          <label className={formStyles.checkbox}>
            <input
              type="checkbox"
              name="keepLoggedIn"
              checked={keepLoggedIn}
              onChange={(event) => setKeepLoggedIn(event.target.checked)}
            />
            {AUTH_UI.keepLoggedIn}
          </label>
          <SendCodeButton
            label={AUTH_UI.forgotPassword}
            sending={busy === 'reset-code'}
            disabled={busy !== null}
            onClick={() => void forgotPassword()}
          />
        </div>
        <SubmitButton
          error={formError}
          label={AUTH_UI.signInSubmit}
          busyLabel={AUTH_UI.signingIn}
          busy={busy === 'sign-in'}
          disabled={busy !== null}
        />
      </form>
      <OtherForm
        question={AUTH_UI.noAccount}
        label={AUTH_UI.createAccount}
        onClick={onCreateAccount}
      />
    </div>
  );
}
