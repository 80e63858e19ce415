import {
  COMMENT_FIELDS,
  type CommentField,
  type CommentFieldColumns,
  type CommentFieldValues,
  type NewCommentPayload,
} from 'shared/contract';
import type { MarkerCommentRow } from '../../db/types';

/**
 * The comment's own fields between the API's payloads and answers and their columns, made
 * from their table in the contract: a new field needs no line here.
 */

const ENTRIES = Object.entries(COMMENT_FIELDS) as [string, CommentField][];

/** What is stored for a given value: text trimmed; an optional field's blank or null as null. */
function stored(field: CommentField, value: unknown): unknown {
  const kept = typeof value === 'string' && field.kind !== 'choice' ? value.trim() : value;
  return !field.required && (kept === '' || kept === null) ? null : kept;
}

/** The columns of the fields a payload gives; those it leaves out are not in the result. */
export function fieldColumns(
  payload: Partial<Record<string, unknown>>,
): Partial<CommentFieldColumns> {
  return Object.fromEntries(
    ENTRIES.filter(([name]) => payload[name] !== undefined).map(([name, field]) => [
      field.column,
      stored(field, payload[name]),
    ]),
  );
}

/** Every field's column of a new comment: an optional field left out is null. */
export function newFieldColumns(payload: NewCommentPayload): CommentFieldColumns {
  const given = payload as unknown as Partial<Record<string, unknown>>;
  return Object.fromEntries(
    ENTRIES.map(([name, field]) => [field.column, stored(field, given[name] ?? null)]),
  ) as CommentFieldColumns;
}

/** A stored comment's fields as the API answers them. */
export function fieldValues(row: MarkerCommentRow): CommentFieldValues {
  const columns = row as unknown as Record<string, unknown>;
  return Object.fromEntries(
    ENTRIES.map(([name, field]) => [name, columns[field.column] ?? null]),
  ) as CommentFieldValues;
}
