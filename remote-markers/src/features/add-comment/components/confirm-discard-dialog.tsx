import { TEXTS, Dialog } from 'shared';
import buttons from '../../../components/button.module.css';

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
    <Dialog
      title={T.discardTitle}
      onClose={onKeepWriting}
      testId="confirm-discard-dialog"
      footer={
        <>
          <button type="button" className={buttons.button} onClick={onKeepWriting} data-autofocus>
            {T.keepWriting}
          </button>
          <button
            type="button"
            className={`${buttons.button} ${buttons.primary}`}
            onClick={onDiscard}
          >
            {T.discard}
          </button>
        </>
      }
    >
      <p>{T.discardBody}</p>
    </Dialog>
  );
}
