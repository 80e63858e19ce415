import { TEXTS, type CommentLoad } from 'shared';
import buttons from '../../../components/button.module.css';
import { LOAD_TEXTS } from '../../../lib/texts';
import { DETAILS_TEXTS } from '../texts';
import styles from './comment-details-dialog.module.css';
import { DetailsDialogFrame } from './details-dialog-frame';

interface DetailsStateDialogProps {
  load: Exclude<CommentLoad, { status: 'ready' | 'idle' }>;
  onRetry: () => void;
  onClose: () => void;
}

/**
 * Comment Details before there is a comment to show (a `/places/{id}` link opened cold): it
 * is being loaded, no comment has that id, or it could not be loaded. The dialog is already
 * there (the same frame), so Close, Escape and Back behave as they will once it has loaded.
 */
export function DetailsStateDialog({ load, onRetry, onClose }: DetailsStateDialogProps) {
  return (
    <DetailsDialogFrame
      onClose={onClose}
      actions={
        load.status === 'error' && (
          <button type="button" className={buttons.button} onClick={onRetry}>
            {TEXTS.markers.tryAgain}
          </button>
        )
      }
    >
      {load.status === 'loading' && (
        <p className={styles.state} role="status">
          {DETAILS_TEXTS.loading}
        </p>
      )}
      {load.status === 'missing' && (
        <p className={styles.state} role="alert">
          {LOAD_TEXTS.notFound}
        </p>
      )}
      {load.status === 'error' && (
        <p className={styles.state} role="alert">
          {load.message}
        </p>
      )}
    </DetailsDialogFrame>
  );
}
