import { COMMENT_FIELDS, type CommentField } from 'shared';

/**
 * A comment's fields as readers see them, from the field table: the rows of the details list
 * and the badges of a card. Only this remote shows them, so the rules live here, out of the
 * shared package every page loads first.
 */

const AMOUNT = new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
  maximumFractionDigits: 0,
});

/** A field's value as a reader sees it; '' when there is none. */
export function formatFieldValue(field: CommentField, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (field.kind === 'amount' && typeof value === 'number') {
    return `${AMOUNT.format(value)} ${field.per}`;
  }
  return String(value);
}

/** The details list's rows of the fields that have one (label and shown value), in order. */
export function fieldDetailRows(
  comment: Partial<Record<string, unknown>>,
  names: readonly string[],
  fields: Readonly<Record<string, CommentField>> = COMMENT_FIELDS,
): [label: string, value: string][] {
  return names.flatMap((name) => {
    const field = fields[name];
    return field?.detailsLabel
      ? [[field.detailsLabel, formatFieldValue(field, comment[name])]]
      : [];
  });
}

/** The card's badges: the shown values of badge fields that have one. */
export function fieldBadges(
  comment: Partial<Record<string, unknown>>,
  fields: Readonly<Record<string, CommentField>> = COMMENT_FIELDS,
): string[] {
  return Object.entries(fields).flatMap(([name, field]) => {
    const shown = field.badge ? formatFieldValue(field, comment[name]) : '';
    return shown ? [shown] : [];
  });
}
