import { LIMITS, LOCATION_TYPES } from '../../limits';

/**
 * What an author says about a place, one entry a field. Everything else is made from this
 * table: the API's payload and answer schemas, the column each is stored in, the comment
 * form's inputs, the rows of the details list and the badges on cards. Adding a field is an
 * entry here and a migration that adds its column (nullable when the field is optional).
 * The place itself (address, position) and the photos are not fields: they are chosen on
 * the map and uploaded, not typed.
 */
interface FieldBase {
  /** Its column in `marker_comments`. */
  column: string;
  /** The form's label. */
  label: string;
  /** Its row in the details list; without one it is shown some other way (the quote, the title). */
  detailsLabel?: string;
  /** Needed to save; an optional field is null in answers when not given. */
  required: boolean;
  /** Also shown as a badge on the comment's card. */
  badge?: boolean;
}

/** One of a fixed list, picked from a select. */
export interface ChoiceFieldSpec extends FieldBase {
  kind: 'choice';
  options: readonly string[];
  /** The select's first, empty option. */
  placeholder: string;
}

/** Free text on one line (`text`) or several (`long-text`); stored trimmed. */
export interface TextFieldSpec extends FieldBase {
  kind: 'text' | 'long-text';
  maxLength: number;
}

/** Whole Australian dollars within [min, max], shown with its unit ("a week"). */
export interface AmountFieldSpec extends FieldBase {
  kind: 'amount';
  min: number;
  max: number;
  /** After the amount, as in "$450 a week". */
  per: string;
}

export type CommentField = ChoiceFieldSpec | TextFieldSpec | AmountFieldSpec;

export const COMMENT_FIELDS = {
  locationType: {
    kind: 'choice',
    column: 'location_type',
    label: 'Location type',
    detailsLabel: 'Location type',
    placeholder: 'Select a location type',
    options: LOCATION_TYPES,
    required: true,
    badge: true,
  },
  unitNumber: {
    kind: 'text',
    column: 'unit_number',
    label: 'Unit number',
    detailsLabel: 'Unit',
    maxLength: LIMITS.markerText.unitNumber,
    required: true,
  },
  comment: {
    kind: 'long-text',
    column: 'comment',
    label: 'Comment',
    maxLength: LIMITS.markerText.comment,
    required: true,
  },
} as const satisfies Record<string, CommentField>;

type Fields = typeof COMMENT_FIELDS;
export type CommentFieldName = keyof Fields;

/** The fields in the form's order. */
export const COMMENT_FIELD_NAMES = Object.keys(COMMENT_FIELDS) as CommentFieldName[];

/** A field's value as the API carries it. */
export type FieldValue<F> = F extends { kind: 'choice'; options: readonly (infer O)[] }
  ? O
  : F extends { kind: 'amount' }
    ? number
    : string;

/** A saved comment's value of a field: null for an optional one not given. */
export type SavedFieldValue<F> = F extends { required: true }
  ? FieldValue<F>
  : FieldValue<F> | null;

/** Every field of a saved comment. */
export type CommentFieldValues = {
  -readonly [K in CommentFieldName]: SavedFieldValue<Fields[K]>;
};

/** The column each field is stored in, by name. */
export type CommentFieldColumns = {
  -readonly [K in CommentFieldName as Fields[K]['column']]: SavedFieldValue<Fields[K]>;
};
