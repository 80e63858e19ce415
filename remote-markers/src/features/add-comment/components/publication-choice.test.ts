import {
  UNANSWERED,
  answerLivesHere,
  moveOutDateRange,
  publicationPayload,
} from './publication-choice';

const day = (date: Date) => date.toISOString().slice(0, 10);
const utcDays = (from: Date, days: number) =>
  day(new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() + days)));
const localDays = (from: Date, days: number) =>
  day(new Date(Date.UTC(from.getFullYear(), from.getMonth(), from.getDate() + days)));

describe('publicationPayload', () => {
  it('is nothing until "Do you live here now?" is answered', () => {
    expect(publicationPayload(UNANSWERED)).toBeNull();
  });

  it('No: publish now, and the exact version unless asked otherwise', () => {
    expect(publicationPayload(answerLivesHere(UNANSWERED, false))).toEqual({
      livesHere: false,
      publish: 'now',
      coarse: false,
    });
  });

  it('Yes: when moved out, on the date given if any, and the building and the month', () => {
    const yes = answerLivesHere(UNANSWERED, true);
    expect(publicationPayload(yes)).toEqual({
      livesHere: true,
      publish: 'when-moved-out',
      coarse: true,
    });
    expect(publicationPayload({ ...yes, moveOutDate: '2027-03-04' })).toEqual({
      livesHere: true,
      publish: 'when-moved-out',
      moveOutDate: '2027-03-04',
      coarse: true,
    });
    expect(
      publicationPayload({ ...yes, later: 'after-random-delay', moveOutDate: '2027-03-04' }),
    ).toEqual({ livesHere: true, publish: 'after-random-delay', coarse: true });
  });
});

describe('moveOutDateRange', () => {
  it.each([
    '2026-11-28T23:30:00.000Z', // the next day already in Australia
    '2026-11-28T00:30:00.000Z',
    '2028-02-28T12:00:00.000Z', // a leap year's end of February
  ])('offers days from tomorrow up to 730 days ahead, both here and in UTC (%s)', (iso) => {
    const now = new Date(iso);
    const { min, max } = moveOutDateRange(now);
    expect(min >= utcDays(now, 1) && min >= localDays(now, 1)).toBe(true);
    expect([utcDays(now, 1), localDays(now, 1)]).toContain(min);
    expect(max <= utcDays(now, 730) && max <= localDays(now, 730)).toBe(true);
    expect([utcDays(now, 730), localDays(now, 730)]).toContain(max);
  });

  it('in UTC, from tomorrow to 730 days on', () => {
    const now = new Date('2026-11-28T12:00:00.000Z');
    if (now.getTimezoneOffset() !== 0) return;
    expect(moveOutDateRange(now)).toEqual({ min: '2026-11-29', max: '2028-11-27' });
  });
});
