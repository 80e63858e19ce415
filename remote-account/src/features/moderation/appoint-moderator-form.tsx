import { useState, type FormEvent } from 'react';
import { LIMITS, TEXTS, TextField, errorText } from 'shared';
import account from '../../components/account.module.css';
import { appointModerator } from './moderation-api';
import styles from './moderation.module.css';
import { MODERATION_UI as UI, fill } from './texts';

type Outcome = { kind: 'done'; text: string } | { kind: 'failed'; text: string } | null;

/** Makes the account with an email address a moderator (POST /api/moderation/moderators). */
export function AppointModeratorForm() {
  const [email, setEmail] = useState('');
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    setOutcome(null);
    if (!address) {
      setMissing(true);
      return;
    }
    setBusy(true);
    try {
      await appointModerator(address);
      setOutcome({ kind: 'done', text: fill(UI.appointed, { email: address }) });
      setEmail('');
    } catch (error) {
      setOutcome({ kind: 'failed', text: errorText(error, UI.appointFailed) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.appoint} onSubmit={(event) => void submit(event)} noValidate>
      <p className={account.hint}>{UI.appointHint}</p>
      <TextField
        label={UI.email}
        type="email"
        autoComplete="off"
        value={email}
        maxLength={LIMITS.account.emailMaxLength}
        error={missing ? TEXTS.validation.emailAddressRequired : undefined}
        onChange={(event) => {
          setEmail(event.target.value);
          if (event.target.value.trim()) setMissing(false);
        }}
        disabled={busy}
      />
      <div>
        <button type="submit" className={account.primaryButton} disabled={busy} aria-busy={busy}>
          {busy ? UI.appointing : UI.appoint}
        </button>
      </div>
      <p role="status" aria-live="polite" className={styles.success}>
        {outcome?.kind === 'done' ? outcome.text : ''}
      </p>
      {outcome?.kind === 'failed' && (
        <p className={account.error} role="alert">
          {outcome.text}
        </p>
      )}
    </form>
  );
}
