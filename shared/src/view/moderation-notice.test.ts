import { holdReasonsText, moderationNotice } from './moderation-notice';

const base = { holdReasons: [], reason: null, reviewRequested: false };

describe("the author's moderation notice", () => {
  it('is none for a published comment', () => {
    expect(moderationNotice(undefined)).toBeNull();
  });

  it("says a hidden comment is hidden by moderation, with the moderator's reason", () => {
    expect(moderationNotice({ ...base, status: 'hidden', reason: 'A phone number' })).toEqual({
      heading: 'Hidden by moderation: A phone number',
      detail: null,
    });
  });

  it('says a held comment awaits moderation, and why', () => {
    expect(
      moderationNotice({
        ...base,
        status: 'held',
        holdReasons: ['personal-information', 'reused-photo'],
      }),
    ).toEqual({
      heading: 'Awaiting moderation',
      detail:
        'Your comment is awaiting moderation: it seems to hold personal information and a photo matches one published elsewhere',
    });
    expect(moderationNotice({ ...base, status: 'held' })).toEqual({
      heading: 'Awaiting moderation',
      detail: null,
    });
  });

  it('names no reason when there is none', () => {
    expect(holdReasonsText([])).toBeNull();
  });
});
