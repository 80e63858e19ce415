import { useState } from 'react';
import { resendVerification } from 'shared';
import { Link } from 'react-router-dom';
import buttons from '../../../components/button.module.css';
import { verifyEmailHref } from '../api/email-verification';
import styles from './add-comment-dialog.module.css';

export const VERIFY_NOTICE = {
  title: 'Please verify your email address before publishing.',
  body: (email: string | null) =>
    email
      ? `Enter the code we emailed to ${email}, or ask for a new one.`
      : 'Enter the code we emailed you, or ask for a new one.',
  resend: 'Resend verification code',
  sending: 'Sending...',
  sent: 'A new code is on its way. Check your inbox.',
  verify: 'Enter the code',
} as const;

/**
 * Shown in the Add Comment dialog when the API refuses to publish because the account's email
 * is not verified (EMAIL_NOT_VERIFIED): says so, resends the code, links to /verify-email.
 */
export function VerifyEmailNotice({ email }: { email: string | null }) {
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [error, setError] = useState<string | null>(null);

  const resend = async () => {
    if (!email || state === 'sending') return;
    setState('sending');
    setError(null);
    try {
      await resendVerification(email);
      setState('sent');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setState('idle');
    }
  };

  return (
    <div className={styles.notice} role="alert" data-testid="verify-email-notice">
      <p className={styles.noticeTitle}>{VERIFY_NOTICE.title}</p>
      <p>{VERIFY_NOTICE.body(email)}</p>
      <div className={styles.noticeActions}>
        {email && (
          <button
            type="button"
            className={buttons.button}
            onClick={resend}
            disabled={state === 'sending'}
          >
            {state === 'sending' ? VERIFY_NOTICE.sending : VERIFY_NOTICE.resend}
          </button>
        )}
        <Link className={`${buttons.button} ${buttons.primary}`} to={verifyEmailHref(email)}>
          {VERIFY_NOTICE.verify}
        </Link>
      </div>
      {state === 'sent' && <p role="status">{VERIFY_NOTICE.sent}</p>}
      {error && <p className={styles.error}>{error}</p>}
    </div>
  );
}
