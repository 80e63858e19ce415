import { COMMENT_FIELDS, type CommentField } from 'shared';
import { fieldBadges, fieldDetailRows, formatFieldValue } from './comment-field-view';

/** The real table plus an optional amount, as a field like a weekly rent would be. */
const FIELDS: Record<string, CommentField> = {
  ...COMMENT_FIELDS,
  rentPerWeek: {
    kind: 'amount',
    column: 'rent_per_week',
    label: 'Rent per week',
    detailsLabel: 'Rent',
    min: 1,
    max: 20_000,
    per: 'a week',
    required: false,
    badge: true,
  },
};

describe('comment fields', () => {
  it('shows an amount in whole Australian dollars with its unit, and nothing for none', () => {
    expect(formatFieldValue(FIELDS.rentPerWeek!, 450)).toBe('$450 a week');
    expect(formatFieldValue(FIELDS.rentPerWeek!, 12_500)).toBe('$12,500 a week');
    expect(formatFieldValue(FIELDS.rentPerWeek!, null)).toBe('');
    expect(formatFieldValue(COMMENT_FIELDS.unitNumber, '12B')).toBe('12B');
  });

  it('gives the details rows of the named fields that have one, with their labels', () => {
    const comment = { unitNumber: '12B', locationType: 'House', comment: 'Dry', rentPerWeek: 450 };
    expect(fieldDetailRows(comment, ['unitNumber'], FIELDS)).toEqual([['Unit', '12B']]);
    expect(fieldDetailRows(comment, ['locationType', 'comment', 'rentPerWeek'], FIELDS)).toEqual([
      ['Location type', 'House'],
      ['Rent', '$450 a week'],
    ]);
    expect(fieldDetailRows({ ...comment, rentPerWeek: null }, ['rentPerWeek'], FIELDS)).toEqual([
      ['Rent', ''],
    ]);
  });

  it("gives a card's badges: the badge fields that have a value", () => {
    expect(fieldBadges({ locationType: 'Villa', rentPerWeek: 610 }, FIELDS)).toEqual([
      'Villa',
      '$610 a week',
    ]);
    expect(fieldBadges({ locationType: 'Villa', rentPerWeek: null }, FIELDS)).toEqual(['Villa']);
    expect(fieldBadges({ locationType: 'Land' })).toEqual(['Land']);
  });

  it('names a column and a label for every field, and options for every choice', () => {
    for (const field of Object.values(COMMENT_FIELDS) as CommentField[]) {
      expect(field.column).toMatch(/^[a-z_]+$/);
      expect(field.label).not.toBe('');
      if (field.kind === 'choice') expect(field.options.length).toBeGreaterThan(0);
    }
  });
});
