import { useEffect, useRef, useState, type FormEvent } from 'react';
import { TEXTS, TextField, errorText, resendVerification } from 'shared';
import { FormMessage } from '../../components/form-message';
import { SubmitButton } from '../../components/submit-button';
import { EmailField, ResendCode } from '../../components/fields';
import { useAuthForm } from '../../components/use-auth-form';
import { AUTH_UI } from '../../texts';
import formStyles from '../../components/form.module.css';
import { refreshSignedInUser, verifyEmail } from './api/verify-email';
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
  const { values, bind, formError, setFormError, formRef, invalid } =
    useAuthForm<VerificationValues>({ email: initialEmail, code: initialCode });
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const autoSubmitted = useRef(false);

  async function verify(current: VerificationValues) {
    setNotice(null);
    if (invalid(validateVerification(current))) return;
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
    setNotice(null);
    if (invalid({ email: validateResendEmail(values.email) })) return;
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
      <EmailField {...bind('email')} autoFocusTarget={initialEmail === ''} />
      <TextField
        label={AUTH_UI.verificationCode}
        name="code"
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={12}
        {...bind('code')}
        autoFocusTarget={initialEmail !== ''}
      />
      <SubmitButton
        error={formError}
        label={AUTH_UI.verifySubmit}
        busyLabel={AUTH_UI.verifying}
        busy={busy === 'verify'}
        disabled={busy !== null}
      />
      <ResendCode
        sending={busy === 'resend'}
        disabled={busy !== null}
        onResend={() => void resend()}
      />
    </form>
  );
}
