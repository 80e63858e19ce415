import { useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { TEXTS, bus, useSession } from 'shared';
import buttons from '../../../components/button.module.css';
import { ModalDialog } from '../../../components/modal-dialog';
import { resolveCommentPlace } from '../api/comment-place';
import { buildNewCommentPayload, createMarker } from '../api/create-marker';
import { usePhotoUploads } from '../api/upload-photo';
import type { CommentFieldValues } from './comment-fields';
import { CommentFormDialog } from './comment-form-dialog';

const LABELS = {
  title: 'Add Comment',
  save: 'Save Comment',
  noPlace:
    "Pick a place on the map first: click where the rental is, then choose 'Add a comment' in its popup.",
  backToMap: 'Back to the map',
} as const;

interface AddCommentDialogProps {
  onClose: () => void;
}

/**
 * The Add Comment dialog at /newComment: a place (the map's one hand-off, the route's typed
 * navigation state), its type, unit number,
 * comment and up to 3 photos. Neither Escape nor the backdrop closes it, so a half-written
 * comment is never lost by accident.
 */
export function AddCommentDialog({ onClose }: AddCommentDialogProps) {
  const navigationState: unknown = useLocation().state;
  const place = useMemo(() => resolveCommentPlace(navigationState), [navigationState]);
  const { isAuthenticated } = useSession();
  const photos = usePhotoUploads();
  const [values, setValues] = useState<CommentFieldValues>({
    locationType: '',
    unitNumber: '',
    comment: '',
  });

  // The host mounts this for signed-in visitors only (it sends anyone else to sign in).
  if (!isAuthenticated) return null;

  // Opened without a place (a typed URL, a bookmark): nothing to comment on, never 0,0.
  if (!place) {
    const backToMap = () => {
      bus.emit('layout:view', { view: 'map' });
      onClose();
    };
    return (
      <ModalDialog
        title={LABELS.title}
        onClose={backToMap}
        testId="add-comment-dialog"
        footer={
          <button
            type="button"
            className={`${buttons.button} ${buttons.primary}`}
            onClick={backToMap}
            data-autofocus
          >
            {LABELS.backToMap}
          </button>
        }
      >
        <p role="status">{LABELS.noPlace}</p>
      </ModalDialog>
    );
  }

  const save = async () => {
    const { locationType, unitNumber, comment } = values;
    if (locationType === '') return;
    try {
      const marker = await createMarker(
        buildNewCommentPayload(place, {
          locationType,
          unitNumber,
          comment,
          photoNames: photos.photoNames,
        }),
      );
      if (marker && typeof marker === 'object') bus.emit('marker:saved', { marker });
      onClose();
    } catch (error) {
      console.error(TEXTS.markers.saveFailed, error);
      throw error;
    }
  };

  return (
    <CommentFormDialog
      title={LABELS.title}
      saveLabel={LABELS.save}
      testId="add-comment-dialog"
      place={place}
      values={values}
      onChange={setValues}
      photos={photos}
      onSave={save}
      onClose={onClose}
    />
  );
}
