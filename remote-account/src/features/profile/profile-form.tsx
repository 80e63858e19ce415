import { useEffect, useRef, useState, type FormEvent } from 'react';
import { VerifyEmailLink } from '../../components/verify-email-link';
import {
  BUDGET_RANGE_OPTIONS,
  ROOM_TYPE_OPTIONS,
  TEXTS,
  TextField,
  checkUsernameAvailability,
  errorText,
  session,
  toApiError,
  useFormFields,
  usernameError,
  type BudgetRange,
  type RoomType,
  type User,
} from 'shared';
import { Card } from '../../components/card';
import { SelectField } from '../../components/fields';
import { ACCOUNT_UI } from '../../texts';
import styles from '../../components/account.module.css';
import { BusyButton, FormFooter } from '../../components/form-parts';
import { updateProfile } from './api/update-profile';
import { EmailVerificationBadge } from './email-verification-badge';

const UI = ACCOUNT_UI.profile;

interface ProfileValues {
  firstName: string;
  lastName: string;
  username: string;
  budgetRange: BudgetRange | '';
  roomType: RoomType | '';
}

function valuesOf(user: User): ProfileValues {
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    username: user.username ?? '',
    budgetRange: user.budgetRange ?? '',
    roomType: user.roomType ?? '',
  };
}

/** The preferences' selects: each one's value, label and choices. */
const PREFERENCES = [
  ['budgetRange', UI.budgetRange, BUDGET_RANGE_OPTIONS],
  ['roomType', UI.roomType, ROOM_TYPE_OPTIONS],
] as const;

type SaveState = { status: 'idle' | 'saving' | 'saved' } | { status: 'failed'; message: string };

/**
 * The profile, saved with PUT /users/me. The username follows the
 * sign-up's rule and is checked against the server when its field is left (shared's
 * `usernameError` and `checkUsernameAvailability`); the email cannot be changed. Save
 * Changes is busy while saving, then a status says 'Saved' or shows the API's error, and the
 * header shows the new name at once (the page's session store).
 */
export function ProfileForm({ user }: { user: User }) {
  const [checking, setChecking] = useState(false);
  const [save, setSave] = useState<SaveState>({ status: 'idle' });
  // The username's is the only error: the rule, or the name taken.
  const { values, setValues, errors, setErrors, edit, bind } = useFormFields(
    () => valuesOf(user),
    () => {
      if (save.status !== 'saving') setSave({ status: 'idle' });
    },
  );
  const usernameProblem = errors.username;
  const setUsernameProblem = (problem: string | undefined) => setErrors({ username: problem });
  const latestUsername = useRef(values.username);
  useEffect(() => {
    latestUsername.current = values.username;
  }, [values.username]);

  const ownUsername = (name: string) =>
    name.trim().toLowerCase() === (user.username ?? '').toLowerCase();

  /** Like sign-up: the rule at once, then whether someone else has the name. */
  async function leaveUsername() {
    const name = values.username.trim();
    const problem = usernameError(name);
    setUsernameProblem(problem);
    if (problem || name === '' || ownUsername(name)) return;
    setChecking(true);
    try {
      const availability = await checkUsernameAvailability(name);
      if (latestUsername.current.trim() !== name || !availability.taken) return;
      setUsernameProblem(availability.message ?? TEXTS.validation.usernameTaken);
    } catch (error) {
      // A check that could not run must not block saving: the server checks again.
      console.warn(error instanceof Error ? error.message : error);
    } finally {
      setChecking(false);
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.status === 'saving' || checking) return;
    const problem = usernameError(values.username);
    if (problem) {
      setUsernameProblem(problem);
      return;
    }
    setSave({ status: 'saving' });
    try {
      const updated = await updateProfile({
        firstName: values.firstName,
        lastName: values.lastName,
        username: values.username,
        budgetRange: values.budgetRange === '' ? null : values.budgetRange,
        roomType: values.roomType === '' ? null : values.roomType,
      });
      session.updateUser(updated);
      setValues(valuesOf(updated));
      setSave({ status: 'saved' });
    } catch (error) {
      if (toApiError(error)?.code === 'USERNAME_ALREADY_IN_USE') {
        setUsernameProblem(errorText(error, TEXTS.validation.usernameTaken));
        setSave({ status: 'idle' });
        return;
      }
      setSave({ status: 'failed', message: errorText(error, TEXTS.auth.updateUserFailed) });
    }
  }

  const saving = save.status === 'saving';
  return (
    <form className={styles.stack} onSubmit={(event) => void submit(event)} noValidate>
      <Card title={UI.personal} description={UI.personalHint}>
        <div className={styles.grid}>
          <TextField
            label={UI.firstName}
            name="firstName"
            autoComplete="given-name"
            {...bind('firstName')}
          />
          <TextField
            label={UI.lastName}
            name="lastName"
            autoComplete="family-name"
            {...bind('lastName')}
          />
          <TextField
            label={UI.username}
            name="username"
            autoComplete="username"
            {...bind('username')}
            onBlur={() => void leaveUsername()}
            hint={checking ? UI.checking : undefined}
          />
          <TextField
            label={UI.email}
            name="email"
            type="email"
            value={user.email}
            readOnly
            hint={TEXTS.auth.emailCannotBeChanged}
            status={<EmailVerificationBadge verified={user.emailVerified} />}
          />
        </div>
        {!user.emailVerified && (
          <p className={styles.hint}>
            {UI.notVerifiedHint} <VerifyEmailLink email={user.email} label={UI.verifyEmail} />
          </p>
        )}
      </Card>
      <Card title={UI.preferences} description={UI.preferencesHint}>
        <div className={styles.grid}>
          {PREFERENCES.map(([name, label, options]) => (
            <SelectField
              key={name}
              label={label}
              name={name}
              options={options}
              placeholder={UI.choose}
              clearable
              value={values[name]}
              onChange={(event) => edit(name, event.target.value as ProfileValues[typeof name])}
            />
          ))}
        </div>
      </Card>
      <FormFooter
        statusTestId="profile-save-status"
        status={save.status === 'saved' ? UI.saved : ''}
        failure={save.status === 'failed' ? save.message : undefined}
      >
        <BusyButton
          className={styles.primaryButton}
          busy={saving}
          disabled={checking || usernameProblem !== undefined}
          label={UI.save}
          busyLabel={UI.saving}
        />
      </FormFooter>
    </form>
  );
}
