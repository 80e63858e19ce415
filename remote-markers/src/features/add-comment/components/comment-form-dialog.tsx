import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  APP_PATHS,
  TEXTS,
  toApiError,
  useSession,
  type PrivacyFinding,
  type SavedMarkerComment,
  Dialog,
} from 'shared';
import { findPersonalInformation } from 'shared/privacy-check';
import buttons from '../../../components/button.module.css';
import { FormDialogFooter } from '../../../components/form-dialog-footer';
import { formatPosition } from '../../../lib/format';
import { notPublishedText } from '../../../lib/moderation-status';
import { isEmailNotVerified } from '../api/email-verification';
import type { usePhotoUploads } from '../api/upload-photo';
import {
  CommentFields,
  fieldsPayload,
  formChanged,
  type CommentFormValues,
} from './comment-fields';
import { ConfirmDiscardDialog } from './confirm-discard-dialog';
import { ConfirmPrivacyDialog } from './confirm-privacy-dialog';
import { usePrivacyFindings } from './use-privacy-check';
import { VerifyEmailNotice } from './verify-email-notice';
import styles from './add-comment-dialog.module.css';

const CANCEL = 'Cancel';

export interface SaveOptions {
  /** The author saw the privacy warning and publishes anyway (a moderator reviews it first). */
  confirmPersonalInformation: boolean;
}

/** Publishing was asked to confirm personal information: by our check, or by the API's. */
interface PrivacyQuestion {
  findings: PrivacyFinding[];
  message: string | null;
}

/**
 * The frame the Add and Edit Comment dialogs share: the place (read only), what else the
 * dialog shows about it (`aside`), the comment's fields, Cancel and Save. The backdrop never
 * closes it; Escape closes it when nothing was changed, asks first when something was typed or
 * chosen (so a half-written comment is never lost by accident), and does nothing while it
 * saves. `onSave` saves
 * and answers the comment as saved; while it runs the form is busy. Then the dialog closes,
 * or, when the comment is not public yet, says so instead of closing: it waits for a moderator
 * (and why), or it is scheduled (and until when). When saving fails the form stays open with
 * the API's words (a duplicate, a quota) unless a field of the dialog's own shows them
 * (`fieldError`), or the e-mail verification notice when the account is not verified yet.
 *
 * The privacy check: what looks like personal information is said under the comment as it is
 * typed, and Save asks to confirm before publishing it; the API, which has the last word, may
 * ask too (PERSONAL_INFORMATION), with the same question.
 */
export function CommentFormDialog({
  title,
  saveLabel,
  testId,
  place,
  aside,
  values,
  onChange,
  placeFields,
  moreFields,
  moreChanged = false,
  fieldError,
  photos,
  onSave,
  onClose,
}: {
  title: string;
  saveLabel: string;
  testId: string;
  /** Where the comment is, shown above the form (a new comment's place has a title too). */
  place: { title?: string; address: string; lat: number; lon: number };
  /** Shown between the place and the form (what is already said about the place). */
  aside?: ReactNode;
  values: CommentFormValues;
  onChange: (values: CommentFormValues) => void;
  /** Fields of this dialog's own about the place, first in the form, disabled while saving. */
  placeFields?: (disabled: boolean) => ReactNode;
  /** Fields of this dialog's own after the comment's (how it is published), disabled while saving. */
  moreFields?: (disabled: boolean) => ReactNode;
  /** Whether this dialog's own fields differ from where they started (then Escape asks first). */
  moreChanged?: boolean;
  /** Shows a refusal of the API on one of those fields; true when it did. */
  fieldError?: (error: unknown) => boolean;
  photos: ReturnType<typeof usePhotoUploads>;
  onSave: (options: SaveOptions) => Promise<SavedMarkerComment>;
  onClose: () => void;
}) {
  const { user } = useSession();
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [notVerified, setNotVerified] = useState(false);
  const [question, setQuestion] = useState<PrivacyQuestion | null>(null);
  const [notPublished, setNotPublished] = useState<SavedMarkerComment | null>(null);
  const [discarding, setDiscarding] = useState(false);
  // What the form opened with: a new comment's blanks, or the comment being edited.
  const [initialValues] = useState(values);
  const [initialPhotoKeys] = useState(() => photoKeys(photos.photos));
  const privacyFindings = usePrivacyFindings(values.comment);
  const formId = `${useId()}-form`;

  const save = async (options: SaveOptions) => {
    setSaving(true);
    setSaveError(null);
    try {
      const saved = await onSave(options);
      if (notPublishedText(saved) !== null) {
        setNotPublished(saved);
        setSaving(false);
      } else onClose();
    } catch (error) {
      const failure = toApiError(error);
      if (isEmailNotVerified(error)) setNotVerified(true);
      else if (failure?.code === 'PERSONAL_INFORMATION' && !options.confirmPersonalInformation) {
        setQuestion({ findings: [], message: failure.message });
      } else if (!fieldError?.(error)) {
        setSaveError(error instanceof Error ? error.message : TEXTS.markers.saveFailed);
      }
      setSaving(false);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving || photos.uploading || !fieldsPayload(values)) return;
    // The text as it is now, not as the warning last saw it while typing.
    const findings = findPersonalInformation(values.comment);
    if (findings.length > 0) setQuestion({ findings, message: null });
    else void save({ confirmPersonalInformation: false });
  };

  const changed =
    formChanged(values, initialValues) ||
    photoKeys(photos.photos) !== initialPhotoKeys ||
    moreChanged;

  const escape = () => {
    if (saving) return;
    if (changed) setDiscarding(true);
    else onClose();
  };

  if (notPublished) {
    return (
      <NotPublishedNotice title={title} testId={testId} comment={notPublished} onClose={onClose} />
    );
  }

  return (
    <Dialog
      title={title}
      onClose={escape}
      testId={testId}
      footer={
        <FormDialogFooter
          formId={formId}
          busy={saving}
          disabled={photos.uploading}
          cancel={CANCEL}
          submit={saveLabel}
          submitting={TEXTS.markers.saving}
          onCancel={onClose}
        />
      }
    >
      <section className={styles.place} aria-label="Location">
        {place.title !== undefined && <p className={styles.placeTitle}>{place.title}</p>}
        <p className={styles.placeAddress}>{place.address}</p>
        <p className={styles.placeCoordinates}>{formatPosition(place.lat, place.lon)}</p>
      </section>

      {aside}

      <form id={formId} className={styles.form} onSubmit={submit} aria-busy={saving}>
        {placeFields?.(saving)}
        <CommentFields
          values={values}
          onChange={onChange}
          photos={photos}
          privacyFindings={privacyFindings}
          disabled={saving}
        />
        {moreFields?.(saving)}
        {(notVerified || photos.needsVerification) && (
          <VerifyEmailNotice email={user?.email ?? null} />
        )}
        {saveError && (
          <p className={styles.error} role="alert">
            {saveError}
          </p>
        )}
      </form>

      {question && (
        <ConfirmPrivacyDialog
          findings={question.findings}
          message={question.message}
          onCancel={() => setQuestion(null)}
          onConfirm={() => {
            setQuestion(null);
            void save({ confirmPersonalInformation: true });
          }}
        />
      )}

      {discarding && (
        <ConfirmDiscardDialog onDiscard={onClose} onKeepWriting={() => setDiscarding(false)} />
      )}
    </Dialog>
  );
}

function photoKeys(photos: readonly { key: string }[]): string {
  return photos.map((photo) => photo.key).join(' ');
}

/**
 * A saved comment that is not public yet: it is not on the map, and the author is told why
 * (a moderator reviews it first, or it is scheduled), with the way to My comments, where it
 * shows as such (and where a scheduled one can be published).
 */
function NotPublishedNotice({
  title,
  testId,
  comment,
  onClose,
}: {
  title: string;
  testId: string;
  comment: SavedMarkerComment;
  onClose: () => void;
}) {
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => closeRef.current?.focus(), []);
  return (
    <Dialog
      title={title}
      onClose={onClose}
      testId={testId}
      footer={
        <button ref={closeRef} type="button" className={buttons.button} onClick={onClose}>
          {TEXTS.moderation.close}
        </button>
      }
    >
      <div className={styles.held} role="status">
        <p>{notPublishedText(comment)}</p>
        <Link to={APP_PATHS.myComments} onClick={onClose}>
          {TEXTS.moderation.seeMyComments}
        </Link>
      </div>
    </Dialog>
  );
}
