import { useState, type FormEvent } from 'react';
import {
  TEXTS,
  TextField,
  confirmPasswordError,
  errorText,
  newPasswordError,
  useFormFields,
  type User,
} from 'shared';
import { Card } from '../../components/card';
import { ACCOUNT_UI } from '../../texts';
import styles from '../../components/account.module.css';
import { BusyButton, FormFooter } from '../../components/form-parts';
import { changePassword } from './api/change-password';

const UI = ACCOUNT_UI.password;

interface PasswordValues {
  current: string;
  next: string;
  confirm: string;
}
type PasswordErrors = Partial<Record<keyof PasswordValues, string>>;

const EMPTY: PasswordValues = { current: '', next: '', confirm: '' };

/** Each field: its value, label, form name and autofill. */
const FIELDS = [
  ['current', UI.current, 'currentPassword', 'current-password'],
  ['next', UI.new, 'newPassword', 'new-password'],
  ['confirm', UI.confirm, 'confirmPassword', 'new-password'],
] as const;

/** The product's password rules and texts, as on sign-up and reset. */
function validate(values: PasswordValues): PasswordErrors {
  const errors: PasswordErrors = {};
  if (values.current === '') errors.current = TEXTS.validation.passwordRequired;
  const next = newPasswordError(values.next, TEXTS.validation.newPasswordRequired);
  if (next) errors.next = next;
  const confirm = confirmPasswordError(values.confirm, values.next);
  if (confirm) errors.confirm = confirm;
  return errors;
}

type Outcome = { status: 'idle' | 'busy' | 'changed' } | { status: 'failed'; message: string };

/**
 * Change password: the current one, a new one and its confirmation. Every other
 * session of the account ends; this device gets a new one and stays signed in. An account
 * made with Google has no password to change: the card says how to add one instead.
 */
export function ChangePasswordForm({ user }: { user: User }) {
  const [outcome, setOutcome] = useState<Outcome>({ status: 'idle' });
  const { values, setValues, showErrors, bind } = useFormFields(EMPTY, () => {
    if (outcome.status !== 'busy') setOutcome({ status: 'idle' });
  });

  if (user.hasPassword === false) {
    return (
      <Card title={UI.title}>
        <p className={styles.hint} data-testid="no-password">
          {UI.googleOnly}
        </p>
      </Card>
    );
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (outcome.status === 'busy') return;
    if (showErrors(validate(values))) return;
    setOutcome({ status: 'busy' });
    try {
      await changePassword(values.current, values.next);
      setValues(EMPTY);
      setOutcome({ status: 'changed' });
    } catch (error) {
      setOutcome({ status: 'failed', message: errorText(error, UI.failed) });
    }
  }

  const busy = outcome.status === 'busy';
  return (
    <Card title={UI.title} description={UI.hint}>
      <form
        className={styles.stack}
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label={UI.title}
      >
        {/* Lets password managers tie the new password to this account. */}
        <input
          type="text"
          name="username"
          autoComplete="username"
          value={user.email}
          readOnly
          hidden
        />
        <div className={styles.grid}>
          {FIELDS.map(([field, label, name, autoComplete]) => (
            <TextField
              key={field}
              label={label}
              name={name}
              type="password"
              autoComplete={autoComplete}
              {...bind(field)}
              disabled={busy}
            />
          ))}
        </div>
        <FormFooter
          statusTestId="password-status"
          status={outcome.status === 'changed' ? UI.changed : ''}
          failure={outcome.status === 'failed' ? outcome.message : undefined}
        >
          <BusyButton busy={busy} label={UI.submit} busyLabel={UI.submitting} />
        </FormFooter>
      </form>
    </Card>
  );
}
