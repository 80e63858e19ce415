import { TEXTS } from 'shared';
import { AskFirstDialog } from '../../../components/ask-first-dialog';

const T = TEXTS.markers;

/**
 * Escape on a changed comment form asks before dropping it. Keep writing is the default (it
 * has focus, and Escape means it too); the dialog hands focus back to where it was in the form.
 */
export function ConfirmDiscardDialog({
  onDiscard,
  onKeepWriting,
}: {
  onDiscard: () => void;
  onKeepWriting: () => void;
}) {
  return (
    <AskFirstDialog
      title={T.discardTitle}
      testId="confirm-discard-dialog"
      stay={T.keepWriting}
      proceed={T.discard}
      onStay={onKeepWriting}
      onProceed={onDiscard}
    >
      <p>{T.discardBody}</p>
    </AskFirstDialog>
  );
}
