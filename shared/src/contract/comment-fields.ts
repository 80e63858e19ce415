import { Type, type TSchema, type TOptional, type TUnsafe } from 'typebox';
import {
  COMMENT_FIELDS,
  type CommentField,
  type FieldValue,
  type SavedFieldValue,
} from './values/comment-fields';

/** The schemas of the comment's fields, made from their table (`values/comment-fields`). */

type Fields = typeof COMMENT_FIELDS;
type Input<F> = F extends { required: true }
  ? TUnsafe<FieldValue<F>>
  : TOptional<TUnsafe<FieldValue<F> | null>>;
type Saved<F> = TUnsafe<SavedFieldValue<F>>;

/** A value of the field: one of its options, whole dollars in range, or text within its length. */
function valueSchema(field: CommentField): TSchema {
  switch (field.kind) {
    case 'choice':
      return Type.Enum([...field.options]);
    case 'amount':
      return Type.Integer({ minimum: field.min, maximum: field.max, description: field.label });
    default:
      return field.required
        ? // Required text has at least one character that is not a space.
          Type.String({ minLength: 1, maxLength: field.maxLength, pattern: '\\S' })
        : Type.String({ maxLength: field.maxLength });
  }
}

function fieldSchemas<Each>(make: (field: CommentField) => TSchema): Each {
  return Object.fromEntries(
    Object.entries(COMMENT_FIELDS).map(([name, field]) => [name, make(field)]),
  ) as Each;
}

/**
 * The fields in a new comment's payload: required ones must be given; an optional one may
 * be left out or null (an edit's null clears it).
 */
export const CommentFieldInputs = fieldSchemas<{ [K in keyof Fields]: Input<Fields[K]> }>(
  (field) =>
    field.required
      ? valueSchema(field)
      : Type.Optional(Type.Union([valueSchema(field), Type.Null()])),
);

/**
 * A stored value as answers describe it: the input's type without the input's limits on text
 * (an answer says what is stored, including rows from before a limit).
 */
const storedSchema = (field: CommentField): TSchema =>
  field.kind === 'text' || field.kind === 'long-text' ? Type.String() : valueSchema(field);

/** The fields in every answer that carries a comment: an optional one not given is null. */
export const CommentFieldAnswers = fieldSchemas<{ [K in keyof Fields]: Saved<Fields[K]> }>(
  (field) =>
    field.required ? storedSchema(field) : Type.Union([storedSchema(field), Type.Null()]),
);
