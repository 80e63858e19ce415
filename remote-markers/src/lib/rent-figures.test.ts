import { formatDollars, formatRentMonth, formatWeeklyRent } from './rent-figures';

describe('rent figures', () => {
  it('writes an exact rent as one amount, and a band as its two ends', () => {
    expect(formatWeeklyRent({ from: 455, to: 455 })).toBe('$455 a week');
    expect(formatWeeklyRent({ from: 450, to: 459 })).toBe('$450–$459 a week');
    expect(formatWeeklyRent({ from: 1200, to: 1209 })).toBe('$1,200–$1,209 a week');
  });

  it('writes dollars with their thousands', () => {
    expect(formatDollars(1820)).toBe('$1,820');
    expect(formatDollars(0)).toBe('$0');
  });

  it('writes a month by its name, the same month wherever the browser is', () => {
    expect(formatRentMonth('2024-03')).toBe('March 2024');
    expect(formatRentMonth('2025-12')).toBe('December 2025');
    expect(formatRentMonth('2025-13')).toBe('2025-13');
  });
});
