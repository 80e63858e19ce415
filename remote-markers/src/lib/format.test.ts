import { formatCoordinate, formatDateTime, formatDay, formatMonth, formatPosition } from './format';

describe('formatDateTime', () => {
  it('writes US English short date with hour and minute', () => {
    const value = '2024-01-15T03:04:00Z';
    const expected = new Intl.DateTimeFormat('en-US', {
      dateStyle: 'short',
      timeStyle: 'short',
    }).format(new Date(value));
    expect(formatDateTime(value)).toBe(expected);
    // e.g. '1/15/24, 2:04 PM' (the space before AM/PM may be a narrow no-break space)
    expect(formatDateTime(value)).toMatch(/^\d{1,2}\/\d{1,2}\/\d{2}, \d{1,2}:\d{2}\s[AP]M$/);
  });

  it('shows a value that is not a date as it came, and nothing for nothing', () => {
    expect(formatDateTime('not a date')).toBe('not a date');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime(null)).toBe('');
  });
});

describe('formatDay and formatMonth', () => {
  it('write a day as a sentence says it', () => {
    expect(formatDay('2027-03-04T12:00:00Z')).toBe('March 4, 2027');
    expect(formatDay('')).toBe('');
  });

  it("write the month of a coarse comment's date, in UTC as the API counts it", () => {
    expect(formatMonth('2026-11-01T00:00:00.000Z')).toBe('November 2026');
    expect(formatMonth('2026-11-30T23:59:59.000Z')).toBe('November 2026');
    expect(formatMonth('not a date')).toBe('not a date');
  });
});

describe('coordinates', () => {
  it('are written to 6 decimals', () => {
    expect(formatCoordinate(-33.8688)).toBe('-33.868800');
    expect(formatCoordinate(151.20930049)).toBe('151.209300');
    expect(formatPosition(1.5, -2)).toBe('1.500000, -2.000000');
    expect(formatCoordinate(Number.NaN)).toBe('');
  });
});
