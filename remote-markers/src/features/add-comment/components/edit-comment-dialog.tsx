import { useId, useState, type FormEvent } from 'react';
import {
  TEXTS,
  bus,
  errorText,
  parsePhotoNames,
  usePhotoBaseUrl,
  useSession,
  type SavedMarkerComment,
} from 'shared';
import buttons from '../../../components/button.module.css';
import { ModalDialog } from '../../../components/modal-dialog';
import { formatPosition } from '../../../lib/format';
import { editMarker } from '../api/edit-marker';
import { isEmailNotVerified } from '../api/email-verification';
import { existingPhotos, usePhotoUploads } from '../api/upload-photo';
import { CommentFields, type CommentFieldValues } from './comment-fields';
import { VerifyEmailNotice } from './verify-email-notice';
import styles from './add-comment-dialog.module.css';

const LABELS = {
  title: 'Edit Comment',
  save: 'Save Changes',
  cancel: 'Cancel',
} as const;

/**
 * Its author changes a saved comment: the Add Comment dialog's fields, filled in; the place
 * stays. Photos removed here are deleted by the API when the change is saved (not before, so
 * Cancel loses nothing). A saved change is announced on the bus ('marker:changed').
 */
export function EditCommentDialog({
  marker,
  onClose,
}: {
  marker: SavedMarkerComment;
  onClose: () => void;
}) {
  const { user } = useSession();
  const photoBaseUrl = usePhotoBaseUrl();
  const photos = usePhotoUploads(() =>
    existingPhotos(parsePhotoNames(marker.photoUrls), photoBaseUrl),
  );
  const [values, setValues] = useState<CommentFieldValues>({
    locationType: marker.locationType,
    unitNumber: marker.unitNumber,
    comment: marker.comment,
  });
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [notVerified, setNotVerified] = useState(false);
  const formId = `${useId()}-form`;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving || photos.uploading || values.locationType === '') return;
    setSaving(true);
    setSaveError(null);
    try {
      const saved = await editMarker(marker.id, {
        locationType: values.locationType,
        unitNumber: values.unitNumber.trim(),
        comment: values.comment.trim(),
        photoUrls: photos.photoNames,
      });
      bus.emit('marker:changed', { marker: saved });
      onClose();
    } catch (error) {
      if (isEmailNotVerified(error)) setNotVerified(true);
      else setSaveError(errorText(error, TEXTS.markers.saveFailed));
      setSaving(false);
    }
  };

  return (
    <ModalDialog
      title={LABELS.title}
      closeOnEscape={false}
      testId="edit-comment-dialog"
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
        <p className={styles.placeAddress}>{marker.fullAddress}</p>
        <p className={styles.placeCoordinates}>{formatPosition(marker.lat, marker.lon)}</p>
      </section>

      <form id={formId} className={styles.form} onSubmit={submit} aria-busy={saving}>
        <CommentFields values={values} onChange={setValues} photos={photos} disabled={saving} />
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
