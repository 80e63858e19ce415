import { TEXTS, type PrivacyFinding } from 'shared';
import { AskFirstDialog } from '../../../components/ask-first-dialog';
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
    <AskFirstDialog
      title={T.confirmPrivacyTitle}
      testId="confirm-privacy-dialog"
      stay={T.keepEditing}
      proceed={T.publishAnyway}
      onStay={onCancel}
      onProceed={onConfirm}
    >
      {findings.length > 0 ? (
        <PrivacyFindingList findings={findings} className={styles.privacyFindings} />
      ) : (
        message && <p>{message}</p>
      )}
      <p>{T.confirmPrivacyBody}</p>
    </AskFirstDialog>
  );
}
