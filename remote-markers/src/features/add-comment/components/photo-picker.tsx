import { useEffect, useId, useRef, type ChangeEvent } from 'react';
import { LIMITS } from 'shared';
import buttons from '../../../components/button.module.css';
import type { PickedPhoto } from '../api/upload-photo';
import styles from './add-comment-dialog.module.css';

const LABELS = {
  photos: 'Photos',
  choose: 'Choose photos',
  uploading: 'Uploading...',
  hint: `Up to ${LIMITS.maxPhotosPerComment} images, each under 5MB`,
  remove: (index: number) => `Remove photo ${index}`,
} as const;

interface PhotoPickerProps {
  photos: PickedPhoto[];
  messages: string[];
  uploading: boolean;
  disabled: boolean;
  onPick: (files: File[]) => void;
  onRemove: (key: string) => void;
}

/** Choose up to 3 photos; each uploads at once and shows as a preview with a remove button. */
export function PhotoPicker({
  photos,
  messages,
  uploading,
  disabled,
  onPick,
  onRemove,
}: PhotoPickerProps) {
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const chooseButton = useRef<HTMLButtonElement>(null);
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());
  // Where focus goes once a removed photo's button is gone: the next photo's remove button,
  // else the previous one's, else "Choose photos" (never lost to the page's body).
  const pendingFocus = useRef<{ removed: string; next: string | null } | null>(null);

  useEffect(() => {
    const pending = pendingFocus.current;
    if (pending === null || photos.some((photo) => photo.key === pending.removed)) return;
    pendingFocus.current = null;
    const next = pending.next === null ? undefined : removeButtons.current.get(pending.next);
    (next ?? chooseButton.current)?.focus();
  }, [photos]);

  const remove = (key: string) => {
    const index = photos.findIndex((photo) => photo.key === key);
    const neighbour = photos[index + 1] ?? photos[index - 1];
    pendingFocus.current = { removed: key, next: neighbour?.key ?? null };
    onRemove(key);
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared, so picking the same file again (after removing it) fires a change.
    event.target.value = '';
    if (files.length > 0) onPick(files);
  };

  return (
    <div className={styles.field}>
      <label htmlFor={inputId}>{LABELS.photos}</label>
      <input
        ref={input}
        id={inputId}
        className={styles.fileInput}
        type="file"
        accept="image/*"
        multiple
        onChange={onChange}
        disabled={disabled || uploading}
        aria-describedby={hintId}
        tabIndex={-1}
      />
      <div className={styles.pickerRow}>
        <button
          ref={chooseButton}
          type="button"
          className={buttons.button}
          onClick={() => input.current?.click()}
          disabled={disabled || uploading}
        >
          {uploading ? LABELS.uploading : LABELS.choose}
        </button>
        <span id={hintId} className={styles.hint}>
          {LABELS.hint} ({photos.length}/{LIMITS.maxPhotosPerComment})
        </span>
      </div>
      {messages.map((message) => (
        <p key={message} className={styles.error} role="alert">
          {message}
        </p>
      ))}
      {photos.length > 0 && (
        <ul className={styles.previews}>
          {photos.map((photo, index) => (
            <li key={photo.key} className={styles.preview} aria-busy={photo.status === 'uploading'}>
              {photo.previewUrl ? (
                <img src={photo.previewUrl} alt={`Photo ${index + 1}`} />
              ) : (
                <span className={styles.previewPlaceholder}>{`Photo ${index + 1}`}</span>
              )}
              {photo.status === 'uploading' && (
                <span className={styles.previewBusy} aria-hidden="true" />
              )}
              <button
                ref={(button) => {
                  if (button) removeButtons.current.set(photo.key, button);
                  else removeButtons.current.delete(photo.key);
                }}
                type="button"
                className={styles.removePhoto}
                aria-label={LABELS.remove(index + 1)}
                title={LABELS.remove(index + 1)}
                onClick={() => remove(photo.key)}
                disabled={disabled || photo.status === 'uploading'}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
