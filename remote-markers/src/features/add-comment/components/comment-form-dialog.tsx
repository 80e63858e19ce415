import { useId, useState, type FormEvent } from 'react';
import { TEXTS, useSession } from 'shared';
import buttons from '../../../components/button.module.css';
import { ModalDialog } from '../../../components/modal-dialog';
import { formatPosition } from '../../../lib/format';
import { isEmailNotVerified } from '../api/email-verification';
import type { usePhotoUploads } from '../api/upload-photo';
import { CommentFields, type CommentFieldValues } from './comment-fields';
import { VerifyEmailNotice } from './verify-email-notice';
import styles from './add-comment-dialog.module.css';

const CANCEL = 'Cancel';

/**
 * The frame the Add and Edit Comment dialogs share: the place (read only), the comment's
 * fields, Cancel and Save. Neither Escape nor the backdrop closes it, so a half-written
 * comment is never lost by accident. `onSave` saves (and closes); while it runs the form is
 * busy, and when it fails the form stays open with the API's words, or the e-mail
 * verification notice when the account is not verified yet.
 */
export function CommentFormDialog({
  title,
  saveLabel,
  testId,
  place,
  values,
  onChange,
  photos,
  onSave,
  onClose,
}: {
  title: string;
  saveLabel: string;
  testId: string;
  /** Where the comment is, shown above the form (a new comment's place has a title too). */
  place: { title?: string; address: string; lat: number; lon: number };
  values: CommentFieldValues;
  onChange: (values: CommentFieldValues) => void;
  photos: ReturnType<typeof usePhotoUploads>;
  onSave: () => Promise<void>;
  onClose: () => void;
}) {
  const { user } = useSession();
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
      await onSave();
    } catch (error) {
      if (isEmailNotVerified(error)) setNotVerified(true);
      else setSaveError(error instanceof Error ? error.message : TEXTS.markers.saveFailed);
      setSaving(false);
    }
  };

  return (
    <ModalDialog
      title={title}
      closeOnEscape={false}
      testId={testId}
      footer={
        <>
          <button type="button" className={buttons.button} onClick={onClose} disabled={saving}>
            {CANCEL}
          </button>
          <button
            type="submit"
            form={formId}
            className={`${buttons.button} ${buttons.primary}`}
            disabled={saving || photos.uploading}
          >
            {saving ? TEXTS.markers.saving : saveLabel}
          </button>
        </>
      }
    >
      <section className={styles.place} aria-label="Location">
        {place.title !== undefined && <p className={styles.placeTitle}>{place.title}</p>}
        <p className={styles.placeAddress}>{place.address}</p>
        <p className={styles.placeCoordinates}>{formatPosition(place.lat, place.lon)}</p>
      </section>

      <form id={formId} className={styles.form} onSubmit={submit} aria-busy={saving}>
        <CommentFields values={values} onChange={onChange} photos={photos} disabled={saving} />
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
