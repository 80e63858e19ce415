import { useId, useState } from 'react';
import { errorText } from 'shared';
import account from '../../components/account.module.css';
import { saveFile } from '../../components/file-download';
import { fetchMoveInKit } from './move-in-kit-api';
import styles from './my-comments.module.css';
import { MOVE_IN_KIT_UI as UI } from './texts';

type Status =
  | { kind: 'idle' | 'busy' }
  | { kind: 'done'; fileName: string }
  | { kind: 'failed'; message: string };

/**
 * "Download move-in kit": the comment's record as a ZIP (a dated PDF and the photos) for a
 * condition report or a tribunal application; busy while the server makes it, then the
 * browser saves it; a failure says why.
 */
export function MoveInKitDownload({ commentId, address }: { commentId: string; address: string }) {
  const hintId = useId();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const busy = status.kind === 'busy';

  const download = async () => {
    setStatus({ kind: 'busy' });
    try {
      const { blob, fileName } = await fetchMoveInKit(commentId);
      saveFile(blob, fileName);
      setStatus({ kind: 'done', fileName });
    } catch (error) {
      setStatus({ kind: 'failed', message: errorText(error, UI.failed) });
    }
  };

  return (
    <div className={styles.kit}>
      <button
        type="button"
        className={account.button}
        aria-label={UI.downloadLabel(address)}
        aria-describedby={hintId}
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={() => void download()}
      >
        {UI.download}
      </button>
      <p id={hintId} className={account.hint}>
        {UI.hint}
      </p>
      <p aria-live="polite" className={styles.kitStatus}>
        {busy ? UI.preparing : status.kind === 'done' ? UI.downloaded(status.fileName) : ''}
      </p>
      {status.kind === 'failed' && (
        <p role="alert" className={`${styles.kitStatus} ${account.error}`}>
          {status.message}
        </p>
      )}
    </div>
  );
}
