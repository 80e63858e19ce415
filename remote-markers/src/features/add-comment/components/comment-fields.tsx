import { useId } from 'react';
import {
  COMMENT_FIELDS,
  COMMENT_FIELD_NAMES,
  type CommentField,
  type CommentFieldName,
  type CommentFieldValues,
  type NewCommentPayload,
  type PrivacyFinding,
  TEXTS,
} from 'shared';
import type { usePhotoUploads } from '../api/upload-photo';
import { PhotoPicker } from './photo-picker';
import { PrivacyWarning } from './privacy-warning';
import styles from './add-comment-dialog.module.css';

/** The form's values, each as typed: '' for a choice not made or a field left blank. */
export type CommentFormValues = Record<CommentFieldName, string>;

/** The field whose text the privacy check reads, with its warning under it. */
const CHECKED_FIELD: CommentFieldName = 'comment';

/** The form of a new comment: every field blank. */
export function blankFormValues(): CommentFormValues {
  return Object.fromEntries(COMMENT_FIELD_NAMES.map((name) => [name, ''])) as CommentFormValues;
}

/** The form of a saved comment: its fields, an optional one not given blank. */
export function formValuesOf(comment: CommentFieldValues): CommentFormValues {
  return Object.fromEntries(
    COMMENT_FIELD_NAMES.map((name) => [name, String(comment[name] ?? '')]),
  ) as CommentFormValues;
}

/** Whether the form differs from where it started. */
export function formChanged(values: CommentFormValues, initial: CommentFormValues): boolean {
  return COMMENT_FIELD_NAMES.some((name) => values[name] !== initial[name]);
}

/**
 * The fields as the API takes them: text trimmed, amounts as numbers. An optional field left
 * blank is not sent, or sent as null where it had a value (`initial`) to clear it. Null while
 * a required field is blank (the form's own `required` keeps that from being sent).
 */
export function fieldsPayload(
  values: CommentFormValues,
  initial?: CommentFormValues,
): Pick<NewCommentPayload, CommentFieldName> | null {
  const payload: Record<string, string | number | null> = {};
  for (const name of COMMENT_FIELD_NAMES) {
    const field = COMMENT_FIELDS[name] as CommentField;
    const typed = values[name].trim();
    if (typed !== '') payload[name] = field.kind === 'amount' ? Number(typed) : typed;
    else if (field.required) return null;
    else if (initial && initial[name].trim() !== '') payload[name] = null;
  }
  return payload as Pick<NewCommentPayload, CommentFieldName>;
}

/** The mark of a required field, after its label (its input says so to screen readers). */
export function Required() {
  return (
    <span className={styles.required} aria-hidden="true">
      {' *'}
    </span>
  );
}

interface InputProps {
  id: string;
  field: CommentField;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
  autoFocus: boolean;
  describedBy?: string;
}

/** One field's input, as its kind asks: a select, a line, a text area or a whole amount. */
export function FieldInput({
  id,
  field,
  value,
  onChange,
  disabled,
  autoFocus,
  describedBy,
}: InputProps) {
  const common = {
    id,
    value,
    disabled,
    required: field.required,
    'aria-describedby': describedBy,
    ...(autoFocus && { 'data-autofocus': true }),
  };
  switch (field.kind) {
    case 'choice':
      return (
        <select {...common} onChange={(event) => onChange(event.target.value)}>
          <option value="" disabled={field.required}>
            {field.placeholder}
          </option>
          {field.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      );
    case 'long-text':
      return (
        <textarea
          {...common}
          onChange={(event) => onChange(event.target.value)}
          rows={4}
          maxLength={field.maxLength}
        />
      );
    case 'amount':
      return (
        <input
          {...common}
          type="number"
          inputMode="numeric"
          min={field.min}
          max={field.max}
          step={1}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    default:
      return (
        <input
          {...common}
          type="text"
          autoComplete="off"
          onChange={(event) => onChange(event.target.value)}
          maxLength={field.maxLength}
        />
      );
  }
}

/**
 * A comment's fields, the same when adding and editing one, in their table's order (each
 * marked required or not there), then up to 3 photos. What the privacy check found in the
 * comment is said under it.
 */
export function CommentFields({
  values,
  onChange,
  photos,
  privacyFindings,
  disabled,
}: {
  values: CommentFormValues;
  onChange: (values: CommentFormValues) => void;
  photos: ReturnType<typeof usePhotoUploads>;
  privacyFindings: PrivacyFinding[];
  disabled: boolean;
}) {
  const idPrefix = useId();
  const privacyId = `${idPrefix}-privacy`;
  return (
    <>
      {COMMENT_FIELD_NAMES.map((name, index) => {
        const field = COMMENT_FIELDS[name] as CommentField;
        const id = `${idPrefix}-${name}`;
        const checked = name === CHECKED_FIELD;
        return (
          <div key={name} className={styles.field}>
            <label htmlFor={id}>
              {field.label}
              {field.required ? <Required /> : ` ${TEXTS.field.optional}`}
            </label>
            <FieldInput
              id={id}
              field={field}
              value={values[name]}
              onChange={(value) => onChange({ ...values, [name]: value })}
              disabled={disabled}
              autoFocus={index === 0}
              describedBy={checked && privacyFindings.length > 0 ? privacyId : undefined}
            />
            {checked && <PrivacyWarning id={privacyId} findings={privacyFindings} />}
          </div>
        );
      })}

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
