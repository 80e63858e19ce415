import { useState } from 'react';
import { TEXTS, bus, deleteComment, errorText, type SavedMarkerComment, Dialog } from 'shared';
import buttons from '../../../components/button.module.css';

const T = TEXTS.ownComment;

/**
 * Edit and Delete for the author of the comment shown. Edit asks for the Edit Comment dialog
 * on the bus; Delete asks for confirmation in a dialog of its own first.
 */
export function OwnCommentActions({ marker }: { marker: SavedMarkerComment }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await deleteComment(marker.id);
    } catch (failure) {
      setError(errorText(failure, T.deleteFailed));
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className={buttons.button}
        onClick={() => bus.emit('marker:edit-requested', { marker })}
      >
        {T.edit}
      </button>
      <button
        type="button"
        className={buttons.button}
        onClick={() => {
          setError(null);
          setConfirming(true);
        }}
      >
        {T.delete}
      </button>
      {confirming && (
        <Dialog
          title={T.confirmTitle}
          onClose={() => !busy && setConfirming(false)}
          testId="confirm-delete-dialog"
          footer={
            <>
              <button
                type="button"
                className={buttons.button}
                onClick={() => setConfirming(false)}
                disabled={busy}
                data-autofocus
              >
                {T.cancel}
              </button>
              <button
                type="button"
                className={`${buttons.button} ${buttons.primary}`}
                onClick={() => void confirm()}
                disabled={busy}
              >
                {busy ? T.deleting : T.confirmDelete}
              </button>
            </>
          }
        >
          <p>{marker.fullAddress}</p>
          <p>{T.confirmBody}</p>
          {error && <p role="alert">{error}</p>}
        </Dialog>
      )}
    </>
  );
}
