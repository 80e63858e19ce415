import { useId } from 'react';
import { LIMITS, LOCATION_TYPES, type LocationType, type PrivacyFinding } from 'shared';
import type { usePhotoUploads } from '../api/upload-photo';
import { PhotoPicker } from './photo-picker';
import { PrivacyWarning } from './privacy-warning';
import styles from './add-comment-dialog.module.css';

const LABELS = {
  locationType: 'Location type',
  chooseType: 'Select a location type',
  unitNumber: 'Unit number',
  comment: 'Comment',
} as const;

export interface CommentFieldValues {
  locationType: LocationType | '';
  unitNumber: string;
  comment: string;
}

function Required() {
  return (
    <span className={styles.required} aria-hidden="true">
      {' *'}
    </span>
  );
}

/**
 * A comment's fields, the same when adding and editing one: location type, unit number,
 * comment (each required) and up to 3 photos. What the privacy check found in the comment is
 * said under it.
 */
export function CommentFields({
  values,
  onChange,
  photos,
  privacyFindings,
  disabled,
}: {
  values: CommentFieldValues;
  onChange: (values: CommentFieldValues) => void;
  photos: ReturnType<typeof usePhotoUploads>;
  privacyFindings: PrivacyFinding[];
  disabled: boolean;
}) {
  const ids = {
    locationType: useId(),
    unitNumber: useId(),
    comment: useId(),
    privacy: useId(),
  };
  const set = (change: Partial<CommentFieldValues>) => onChange({ ...values, ...change });
  return (
    <>
      <div className={styles.field}>
        <label htmlFor={ids.locationType}>
          {LABELS.locationType}
          <Required />
        </label>
        <select
          id={ids.locationType}
          value={values.locationType}
          onChange={(event) => set({ locationType: event.target.value as LocationType | '' })}
          required
          disabled={disabled}
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
          value={values.unitNumber}
          onChange={(event) => set({ unitNumber: event.target.value })}
          required
          disabled={disabled}
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
          value={values.comment}
          onChange={(event) => set({ comment: event.target.value })}
          required
          disabled={disabled}
          rows={4}
          maxLength={LIMITS.markerText.comment}
          aria-describedby={privacyFindings.length > 0 ? ids.privacy : undefined}
        />
        <PrivacyWarning id={ids.privacy} findings={privacyFindings} />
      </div>

      <PhotoPicker
        photos={photos.photos}
        messages={photos.messages}
        uploading={photos.uploading}
        disabled={disabled}
        onPick={photos.pick}
        onRemove={photos.remove}
      />
    </>
  );
}
