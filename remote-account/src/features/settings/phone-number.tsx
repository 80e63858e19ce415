import { useState, type ChangeEvent, type FormEvent } from 'react';
import { VerifyEmailLink } from '../../components/verify-email-link';
import { TEXTS, TextField, errorText, toApiError, useSession } from 'shared';
import account from '../../components/account.module.css';
import { removePhone, sendPhoneCode, verifyPhone } from './phone-api';
import styles from './phone-number.module.css';

const UI = TEXTS.phone;

type Busy = 'send' | 'verify' | 'remove' | null;

/** Where a failure is shown: under the field it is about, or for the whole block. */
interface Problem {
  on: 'number' | 'code' | 'block';
  message: string;
}

/**
 * A button of this block: all of them are off while anything is under way, and the one whose
 * work it is (`runs`) says so (aria-busy and `busyLabel`).
 */
function PhoneButton({
  busy,
  runs,
  label,
  busyLabel,
  type = 'button',
  className = account.button,
  onClick,
}: {
  busy: Busy;
  runs?: Exclude<Busy, null>;
  label: string;
  busyLabel?: string;
  type?: 'button' | 'submit';
  className?: string;
  onClick?: () => void;
}) {
  const running = runs !== undefined && busy === runs;
  return (
    <button
      type={type}
      className={className}
      disabled={busy !== null}
      aria-busy={running || undefined}
      onClick={onClick}
    >
      {running && busyLabel ? busyLabel : label}
    </button>
  );
}

/** A refusal of what was typed (a bad number, a wrong code, too many codes) belongs to its field. */
function problemOf(error: unknown, field: 'number' | 'code', fallback: string): Problem {
  const status = toApiError(error)?.status;
  const aboutField = status === 400 || status === 429;
  return { on: aboutField ? field : 'block', message: errorText(error, fallback) };
}

/**
 * The mobile number SMS alerts go to, under the SMS switch: type a number and
 * 'Send code'; type the texted code and 'Verify'; a verified number can be removed. SMS
 * alerts go only to a verified number, which the block says while SMS notifications are on
 * without one.
 */
export function PhoneNumber({ smsNotifications }: { smsNotifications: boolean }) {
  // The user the page knows (no request of its own): a number verified meanwhile on another
  // device shows as unverified until the next action, whose answer tells the truth (sending
  // a code to the verified number, or verifying it, answers it verified and texts nothing).
  const { user } = useSession();
  const [typedNumber, setTypedNumber] = useState('');
  const [code, setCode] = useState('');
  const [changing, setChanging] = useState(false);
  const [busy, setBusy] = useState<Busy>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [news, setNews] = useState('');

  if (!user) return null;
  const number = user.phoneNumber ?? null;
  // Codes cost money per text: the API texts them only for verified accounts, so the field is
  // not offered before (a number kept from earlier still shows, and can be removed).
  if (!user.emailVerified && number === null) {
    return (
      <div className={styles.phone} data-testid="phone-number" data-stage="needs-email">
        <p className={account.label}>{UI.label}</p>
        <p className={account.hint}>
          {UI.needsVerifiedEmail} <VerifyEmailLink email={user.email} label={UI.verifyEmailLink} />
        </p>
      </div>
    );
  }
  const verified = number !== null && user.phoneVerified === true;
  const stage = verified ? 'verified' : number !== null && !changing ? 'code' : 'number';

  async function run(kind: Exclude<Busy, null>, work: () => Promise<void>) {
    if (busy) return;
    setBusy(kind);
    setProblem(null);
    setNews('');
    try {
      await work();
    } finally {
      setBusy(null);
    }
  }

  function submitNumber(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (typedNumber.trim() === '') {
      setProblem({ on: 'number', message: UI.numberRequired });
      return;
    }
    void run('send', async () => {
      try {
        const saved = await sendPhoneCode(typedNumber);
        setChanging(false);
        setCode('');
        setNews(
          saved.phoneVerified ? '' : UI.codeSent.replace('{number}', saved.phoneNumber ?? ''),
        );
      } catch (error) {
        setProblem(problemOf(error, 'number', UI.saveFailed));
      }
    });
  }

  function resend() {
    if (number === null) return;
    void run('send', async () => {
      try {
        await sendPhoneCode(number);
        setCode('');
        setNews(UI.codeSent.replace('{number}', number));
      } catch (error) {
        setProblem(problemOf(error, 'code', UI.saveFailed));
      }
    });
  }

  function submitCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (code.replace(/[\s-]/g, '') === '') {
      setProblem({ on: 'code', message: UI.codeRequired });
      return;
    }
    void run('verify', async () => {
      try {
        await verifyPhone(code);
        setCode('');
      } catch (error) {
        setProblem(problemOf(error, 'code', UI.verifyFailed));
      }
    });
  }

  function remove() {
    void run('remove', async () => {
      try {
        await removePhone();
        setTypedNumber('');
        setChanging(false);
        setNews(UI.removed);
      } catch (error) {
        setProblem({ on: 'block', message: errorText(error, UI.removeFailed) });
      }
    });
  }

  function startChanging() {
    setTypedNumber(number ?? '');
    setChanging(true);
    setProblem(null);
    setNews('');
  }

  /** A field's typing clears its own refusal; the refusal shows under it; it waits while busy. */
  const fieldProps = (field: 'number' | 'code', setValue: (value: string) => void) => ({
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setValue(event.target.value);
      if (problem?.on === field) setProblem(null);
    },
    error: problem?.on === field ? problem.message : undefined,
    disabled: busy !== null,
  });

  return (
    <div className={styles.phone} data-testid="phone-number" data-stage={stage}>
      {stage === 'number' && (
        <form className={styles.form} onSubmit={submitNumber} noValidate aria-label={UI.label}>
          <TextField
            label={UI.label}
            hint={UI.hint}
            name="phoneNumber"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder={UI.placeholder}
            value={typedNumber}
            {...fieldProps('number', setTypedNumber)}
          />
          <div className={styles.actions}>
            <PhoneButton
              type="submit"
              className={account.primaryButton}
              busy={busy}
              runs="send"
              label={UI.sendCode}
              busyLabel={UI.sendingCode}
            />
            {changing && (
              <PhoneButton
                busy={busy}
                label={UI.cancel}
                onClick={() => {
                  setChanging(false);
                  setProblem(null);
                }}
              />
            )}
          </div>
        </form>
      )}

      {stage === 'code' && (
        <form className={styles.form} onSubmit={submitCode} noValidate aria-label={UI.codeLabel}>
          <p className={styles.number}>
            <span>{number}</span>
            <span className={`${account.badge} ${account.badgeUnverified}`}>{UI.notVerified}</span>
          </p>
          <TextField
            label={UI.codeLabel}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={12}
            value={code}
            {...fieldProps('code', setCode)}
          />
          <div className={styles.actions}>
            <PhoneButton
              type="submit"
              className={account.primaryButton}
              busy={busy}
              runs="verify"
              label={UI.verify}
              busyLabel={UI.verifying}
            />
            <PhoneButton
              busy={busy}
              runs="send"
              label={UI.resend}
              busyLabel={UI.sendingCode}
              onClick={resend}
            />
            <PhoneButton busy={busy} label={UI.changeNumber} onClick={startChanging} />
          </div>
        </form>
      )}

      {stage === 'verified' && (
        <div className={styles.verified}>
          <div>
            <p className={account.label}>{UI.label}</p>
            <p className={styles.number}>
              <span data-testid="phone-number-value">{number}</span>
              <span className={`${account.badge} ${account.badgeVerified}`}>{UI.verified}</span>
            </p>
            <p className={account.hint}>{UI.verifiedHint}</p>
          </div>
          <PhoneButton
            className={account.dangerButton}
            busy={busy}
            runs="remove"
            label={UI.remove}
            busyLabel={UI.removing}
            onClick={remove}
          />
        </div>
      )}

      {smsNotifications && !verified && <p className={account.hint}>{UI.smsNeedsNumber}</p>}
      <p aria-live="polite" className={styles.status}>
        {news}
      </p>
      {problem?.on === 'block' && (
        <p role="alert" className={`${styles.status} ${account.error}`}>
          {problem.message}
        </p>
      )}
    </div>
  );
}
