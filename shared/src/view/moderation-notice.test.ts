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

  it('says a scheduled comment is scheduled, and when it will be published', () => {
    const scheduled = { ...base, status: 'scheduled' as const };
    expect(
      moderationNotice(
        { ...scheduled, schedule: { publishAt: '2027-03-04T00:00:00.000Z' } },
        (iso) => iso.slice(0, 10),
      ),
    ).toEqual({ heading: 'Scheduled', detail: 'It will be published on 2027-03-04.' });
    expect(
      moderationNotice({ ...scheduled, schedule: { publishAt: '2027-03-04T12:00:00.000Z' } }),
    ).toEqual({ heading: 'Scheduled', detail: 'It will be published on March 4, 2027.' });
    expect(moderationNotice({ ...scheduled, schedule: { publishAt: null } })).toEqual({
      heading: 'Scheduled',
      detail: 'It will be published when you choose "I have moved out".',
    });
  });

  it('names no reason when there is none', () => {
    expect(holdReasonsText([])).toBeNull();
  });
});
