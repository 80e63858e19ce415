import { useId, useMemo, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { LIMITS, LOCATION_TYPES, TEXTS, bus, useSession, type LocationType } from 'shared';
import buttons from '../../../components/button.module.css';
import { ModalDialog } from '../../../components/modal-dialog';
import { formatPosition } from '../../../lib/format';
import { resolveCommentPlace } from '../api/comment-place';
import { buildNewCommentPayload, createMarker } from '../api/create-marker';
import { isEmailNotVerified } from '../api/email-verification';
import { usePhotoUploads } from '../api/upload-photo';
import { PhotoPicker } from './photo-picker';
import { VerifyEmailNotice } from './verify-email-notice';
import styles from './add-comment-dialog.module.css';

const LABELS = {
  title: 'Add Comment',
  locationType: 'Location type',
  chooseType: 'Select a location type',
  unitNumber: 'Unit number',
  comment: 'Comment',
  save: 'Save Comment',
  cancel: 'Cancel',
  noPlace:
    "Pick a place on the map first: click where the rental is, then choose 'Add a comment' in its popup.",
  backToMap: 'Back to the map',
} as const;

interface AddCommentDialogProps {
  onClose: () => void;
}

function Required() {
  return (
    <span className={styles.required} aria-hidden="true">
      {' *'}
    </span>
  );
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
  const ids = {
    locationType: useId(),
    unitNumber: useId(),
    comment: useId(),
  };

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

  const formId = `${ids.comment}-form`;

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
        <div className={styles.field}>
          <label htmlFor={ids.locationType}>
            {LABELS.locationType}
            <Required />
          </label>
          <select
            id={ids.locationType}
            value={locationType}
            onChange={(event) => setLocationType(event.target.value as LocationType | '')}
            required
            disabled={saving}
            data-autofocus
          >
            <option value="" disabled>
              {LABELS.chooseType}
            </option>
            {LOCATION_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </div>

        <div className={styles.field}>
          <label htmlFor={ids.unitNumber}>
            {LABELS.unitNumber}
            <Required />
          </label>
          <input
            id={ids.unitNumber}
            type="text"
            value={unitNumber}
            onChange={(event) => setUnitNumber(event.target.value)}
            required
            disabled={saving}
            autoComplete="off"
            maxLength={LIMITS.markerText.unitNumber}
          />
        </div>

        <div className={styles.field}>
          <label htmlFor={ids.comment}>
            {LABELS.comment}
            <Required />
          </label>
          <textarea
            id={ids.comment}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            required
            disabled={saving}
            rows={4}
            maxLength={LIMITS.markerText.comment}
          />
        </div>

        <PhotoPicker
          photos={photos.photos}
          messages={photos.messages}
          uploading={photos.uploading}
          disabled={saving}
          onPick={photos.pick}
          onRemove={photos.remove}
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
