import { TEXTS, type RemoteName } from 'shared';
import styles from './remote-slot.module.css';

export function RemoteFallback({ remote, onRetry }: { remote: RemoteName; onRetry: () => void }) {
  return (
    <div className={styles.fallback} role="alert" data-remote-fallback={remote}>
      <p>{TEXTS.chunkLoadFailure}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {TEXTS.retry}
      </button>
    </div>
  );
}
