import { useState } from 'react';
import { Link } from 'react-router-dom';
import { TEXTS, type User } from 'shared';
import { Card } from '../../components/card';
import { SelectField, TextField } from '../../components/fields';
import { ACCOUNT_UI, BUDGET_RANGES, ROOM_TYPES } from '../../texts';
import styles from '../../components/account.module.css';
import { EmailVerificationBadge } from './email-verification-badge';

const UI = ACCOUNT_UI.profile;

/**
 * The profile of SPEC.md §2. Saving is not part of it yet (PRODUCT.md §5 brings it as its
 * own issue), so 'Save Changes' does nothing.
 */
export function ProfileForm({ user }: { user: User }) {
  const [details, setDetails] = useState({
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    username: user.username ?? '',
  });
  const [budgetRange, setBudgetRange] = useState('');
  const [roomType, setRoomType] = useState('');

  const edit = (field: keyof typeof details) => (event: { target: { value: string } }) =>
    setDetails((current) => ({ ...current, [field]: event.target.value }));

  return (
    <form className={styles.stack} onSubmit={(event) => event.preventDefault()}>
      <Card title={UI.personal} description={UI.personalHint}>
        <div className={styles.grid}>
          <TextField
            label={UI.firstName}
            name="firstName"
            autoComplete="given-name"
            value={details.firstName}
            onChange={edit('firstName')}
          />
          <TextField
            label={UI.lastName}
            name="lastName"
            autoComplete="family-name"
            value={details.lastName}
            onChange={edit('lastName')}
          />
          <TextField
            label={UI.username}
            name="username"
            autoComplete="username"
            value={details.username}
            onChange={edit('username')}
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
            {UI.notVerifiedHint}{' '}
            <Link to={`/verify-email?email=${encodeURIComponent(user.email)}`}>
              {UI.verifyEmail}
            </Link>
          </p>
        )}
      </Card>
      <Card title={UI.preferences} description={UI.preferencesHint}>
        <div className={styles.grid}>
          <SelectField
            label={UI.budgetRange}
            name="budgetRange"
            options={BUDGET_RANGES}
            placeholder={UI.choose}
            value={budgetRange}
            onChange={(event) => setBudgetRange(event.target.value)}
          />
          <SelectField
            label={UI.roomType}
            name="roomType"
            options={ROOM_TYPES}
            placeholder={UI.choose}
            value={roomType}
            onChange={(event) => setRoomType(event.target.value)}
          />
        </div>
      </Card>
      <div className={styles.actions}>
        <button type="button" className={styles.primaryButton}>
          {UI.save}
        </button>
      </div>
    </form>
  );
}
