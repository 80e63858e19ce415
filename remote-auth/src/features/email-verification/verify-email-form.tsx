import { useEffect, useRef, useState, type FormEvent } from 'react';
import { TEXTS, TextField, errorText, useFormFields } from 'shared';
import { FormMessage } from '../../components/form-message';
import { SubmitButton } from '../../components/submit-button';
import { useFocusFirstError } from '../../components/use-focus-first-error';
import { AUTH_UI } from '../../texts';
import formStyles from '../../components/form.module.css';
import { refreshSignedInUser, resendVerification, verifyEmail } from './api/verify-email';
import { validateResendEmail, validateVerification, type VerificationValues } from './validation';

export interface VerifyEmailFormProps {
  initialEmail?: string;
  initialCode?: string;
  /** Verify at once (the emailed link carries both the email and the code). */
  autoSubmit?: boolean;
  onVerified: () => void;
}

type Busy = 'verify' | 'resend' | null;

/** The verification page's form: the emailed code (typed or from the link), and a resend. */
export function VerifyEmailForm({
  initialEmail = '',
  initialCode = '',
  autoSubmit = false,
  onVerified,
}: VerifyEmailFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const { values, showErrors, bind } = useFormFields<VerificationValues>(
    { email: initialEmail, code: initialCode },
    () => setFormError(null),
  );
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [formRef, focusFirstError] = useFocusFirstError<HTMLFormElement>();
  const autoSubmitted = useRef(false);

  async function verify(current: VerificationValues) {
    setFormError(null);
    setNotice(null);
    if (showErrors(validateVerification(current))) {
      focusFirstError();
      return;
    }
    setBusy('verify');
    try {
      await verifyEmail({ email: current.email.trim(), code: current.code.trim() });
      await refreshSignedInUser();
      onVerified();
    } catch (error) {
      setFormError(errorText(error, TEXTS.auth.emailVerificationFailed));
      setBusy(null);
    }
  }

  // The emailed link: verify once on arrival, without a click.
  useEffect(() => {
    if (!autoSubmit || autoSubmitted.current) return;
    autoSubmitted.current = true;
    void verify({ email: initialEmail, code: initialCode });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    void verify(values);
  }

  async function resend() {
    if (busy) return;
    setFormError(null);
    setNotice(null);
    if (showErrors({ email: validateResendEmail(values.email) })) {
      focusFirstError();
      return;
    }
    setBusy('resend');
    try {
      await resendVerification(values.email.trim());
      setNotice(AUTH_UI.codeResent);
    } catch (error) {
      setFormError(errorText(error, TEXTS.auth.sendVerificationCodeFailed));
    }
    setBusy(null);
  }

  return (
    <form ref={formRef} className={formStyles.form} onSubmit={submit} noValidate>
      {notice && <FormMessage tone="success">{notice}</FormMessage>}
      <TextField
        label={AUTH_UI.email}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        {...bind('email')}
        autoFocusTarget={initialEmail === ''}
      />
      <TextField
        label={AUTH_UI.verificationCode}
        name="code"
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={12}
        {...bind('code')}
        autoFocusTarget={initialEmail !== ''}
      />
      {formError && <FormMessage tone="error">{formError}</FormMessage>}
      <SubmitButton
        label={AUTH_UI.verifySubmit}
        busyLabel={AUTH_UI.verifying}
        busy={busy === 'verify'}
        disabled={busy !== null}
      />
      <p className={formStyles.footnote}>
        {AUTH_UI.noCode}{' '}
        <button
          type="button"
          className={formStyles.linkButton}
          onClick={() => void resend()}
          disabled={busy !== null}
        >
          {busy === 'resend' ? AUTH_UI.sendingCode : AUTH_UI.resendCode}
        </button>
      </p>
    </form>
  );
}
