import { useState } from 'react';
import { TEXTS, bus, errorText, useSession } from 'shared';
import { ACCOUNT_UI } from '../../texts';
import account from '../../components/account.module.css';
import { saveFile } from '../../components/file-download';
import { fetchAccountExport } from './account-data-api';
import styles from './account-data.module.css';

const UI = TEXTS.accountData;

type Status =
  | { kind: 'idle' | 'busy' }
  | { kind: 'done'; fileName: string }
  | { kind: 'failed'; message: string };

/**
 * 'Export Data': downloads a ZIP of everything RentMap holds about the account (APP 12):
 * busy while the server prepares it, then the browser saves it; a failure says why.
 */
export function ExportData() {
  const { isAuthenticated } = useSession();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const busy = status.kind === 'busy';

  const run = async () => {
    if (!isAuthenticated) {
      bus.emit('auth:required', { reason: 'export-data' });
      return;
    }
    setStatus({ kind: 'busy' });
    try {
      const { blob, fileName } = await fetchAccountExport();
      saveFile(blob, fileName);
      setStatus({ kind: 'done', fileName });
    } catch (error) {
      setStatus({ kind: 'failed', message: errorText(error, UI.exportFailed) });
    }
  };

  return (
    <div className={styles.action}>
      <button
        type="button"
        className={account.button}
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={() => void run()}
      >
        {busy ? UI.exporting : ACCOUNT_UI.settings.exportData}
      </button>
      <p aria-live="polite" className={styles.message}>
        {status.kind === 'done' ? UI.exportDownloaded.replace('{file}', status.fileName) : ''}
      </p>
      {status.kind === 'failed' && (
        <p role="alert" className={`${styles.message} ${account.error}`}>
          {status.message}
        </p>
      )}
    </div>
  );
}
