import { useId, useMemo, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { TEXTS, bus, useSession, type LocationType } from 'shared';
import buttons from '../../../components/button.module.css';
import { ModalDialog } from '../../../components/modal-dialog';
import { formatPosition } from '../../../lib/format';
import { resolveCommentPlace } from '../api/comment-place';
import { buildNewCommentPayload, createMarker } from '../api/create-marker';
import { isEmailNotVerified } from '../api/email-verification';
import { usePhotoUploads } from '../api/upload-photo';
import { CommentFields } from './comment-fields';
import { VerifyEmailNotice } from './verify-email-notice';
import styles from './add-comment-dialog.module.css';

const LABELS = {
  title: 'Add Comment',
  save: 'Save Comment',
  cancel: 'Cancel',
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
  const { isAuthenticated, user } = useSession();
  const photos = usePhotoUploads();
  const [locationType, setLocationType] = useState<LocationType | ''>('');
  const [unitNumber, setUnitNumber] = useState('');
  const [comment, setComment] = useState('');
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [notVerified, setNotVerified] = useState(false);
  const formId = `${useId()}-form`;

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

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving || photos.uploading || locationType === '') return;
    setSaving(true);
    setSaveError(null);
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
      if (isEmailNotVerified(error)) setNotVerified(true);
      else setSaveError(error instanceof Error ? error.message : TEXTS.markers.saveFailed);
      setSaving(false);
    }
  };

  return (
    <ModalDialog
      title={LABELS.title}
      closeOnEscape={false}
      testId="add-comment-dialog"
      footer={
        <>
          <button type="button" className={buttons.button} onClick={onClose} disabled={saving}>
            {LABELS.cancel}
          </button>
          <button
            type="submit"
            form={formId}
            className={`${buttons.button} ${buttons.primary}`}
            disabled={saving || photos.uploading}
          >
            {saving ? TEXTS.markers.saving : LABELS.save}
          </button>
        </>
      }
    >
      <section className={styles.place} aria-label="Location">
        <p className={styles.placeTitle}>{place.title}</p>
        <p className={styles.placeAddress}>{place.address}</p>
        <p className={styles.placeCoordinates}>{formatPosition(place.lat, place.lon)}</p>
      </section>

      <form id={formId} className={styles.form} onSubmit={submit} aria-busy={saving}>
        <CommentFields
          values={{ locationType, unitNumber, comment }}
          onChange={(values) => {
            setLocationType(values.locationType);
            setUnitNumber(values.unitNumber);
            setComment(values.comment);
          }}
          photos={photos}
          disabled={saving}
        />

        {(notVerified || photos.needsVerification) && (
          <VerifyEmailNotice email={user?.email ?? null} />
        )}

        {saveError && (
          <p className={styles.error} role="alert">
            {saveError}
          </p>
        )}
      </form>
    </ModalDialog>
  );
}
