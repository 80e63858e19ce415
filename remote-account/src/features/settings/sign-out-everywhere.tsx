import { useState } from 'react';
import { TEXTS, errorText, signOutAllDevices, useSession } from 'shared';
import { Card } from '../../components/card';
import styles from '../../components/account.module.css';

const UI = TEXTS.sessions;

type Status = { kind: 'idle' | 'busy' | 'done' } | { kind: 'failed'; message: string };

/**
 * "Sign out of all devices": the server ends every session of the account, this one too.
 * Shown to a signed-in user; after it worked the card stays to say so.
 */
export function SignOutEverywhere() {
  const { isAuthenticated } = useSession();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  if (!isAuthenticated && status.kind !== 'done') return null;

  const run = async () => {
    setStatus({ kind: 'busy' });
    try {
      await signOutAllDevices();
      setStatus({ kind: 'done' });
    } catch (error) {
      setStatus({ kind: 'failed', message: errorText(error, UI.signOutAllDevicesFailed) });
    }
  };

  return (
    <Card title={UI.title} description={UI.hint}>
      {status.kind === 'done' ? (
        <p role="status">{UI.signedOutEverywhere}</p>
      ) : (
        <div className={styles.notice}>
          {status.kind === 'failed' && (
            <p className={styles.error} role="alert">
              {status.message}
            </p>
          )}
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.dangerButton}
              disabled={status.kind === 'busy'}
              onClick={() => void run()}
            >
              {status.kind === 'busy' ? UI.signingOut : UI.signOutAllDevices}
            </button>
          </div>
        </div>
      )}
    </Card>
  );
}
