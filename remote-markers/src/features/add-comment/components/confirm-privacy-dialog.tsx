import { TEXTS, type PrivacyFinding, Dialog } from 'shared';
import buttons from '../../../components/button.module.css';
import { PrivacyFindingList } from './privacy-findings';
import styles from './add-comment-dialog.module.css';

const T = TEXTS.moderation;

/**
 * Saving a comment that seems to hold personal information asks first: Keep editing (the
 * default, and Escape), or publish anyway, which sends the comment to a moderator before
 * anyone else sees it. What was found is the dialog's own check, or the API's words when the
 * API found what the dialog did not.
 */
export function ConfirmPrivacyDialog({
  findings,
  message,
  onConfirm,
  onCancel,
}: {
  findings: readonly PrivacyFinding[];
  /** The API's PERSONAL_INFORMATION message, when it is the API that found it. */
  message: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog
      title={T.confirmPrivacyTitle}
      onClose={onCancel}
      testId="confirm-privacy-dialog"
      footer={
        <>
          <button type="button" className={buttons.button} onClick={onCancel} data-autofocus>
            {T.keepEditing}
          </button>
          <button
            type="button"
            className={`${buttons.button} ${buttons.primary}`}
            onClick={onConfirm}
          >
            {T.publishAnyway}
          </button>
        </>
      }
    >
      {findings.length > 0 ? (
        <PrivacyFindingList findings={findings} className={styles.privacyFindings} />
      ) : (
        message && <p>{message}</p>
      )}
      <p>{T.confirmPrivacyBody}</p>
    </Dialog>
  );
}
