import type { ModerationLogEntry } from 'shared';
import { logEntryReason, logEntryWhat } from './log-entry';

const line = (overrides: Partial<ModerationLogEntry>): ModerationLogEntry => ({
  id: 'l1',
  at: '2026-11-24T09:00:00.000Z',
  action: 'hide',
  actor: { id: 'm1', name: 'Ada' },
  commentId: 'c1',
  targetUserId: 'u1',
  reason: 'Names a person',
  fromStatus: 'published',
  toStatus: 'hidden',
  mergeId: null,
  ...overrides,
});

describe('an audit log line', () => {
  it('names a decision with its change of state and keeps the moderator’s words', () => {
    const hid = line({});
    expect(logEntryWhat(hid)).toBe('Hid (Published → Hidden)');
    expect(logEntryReason(hid)).toBe('Names a person');
  });

  it('says a hold once and gives its reasons in words, not codes', () => {
    const held = line({
      action: 'hold',
      actor: { id: null, name: 'RentMap' },
      fromStatus: null,
      toStatus: 'held',
      reason: 'personal-information, reused-photo',
    });
    expect(logEntryWhat(held)).toBe('Held');
    expect(logEntryReason(held)).toBe('Personal information, Reused photo');
  });

  it('says a notice’s filing in words: who objects and why, not codes', () => {
    const filed = line({
      action: 'request-review',
      fromStatus: 'published',
      toStatus: 'published',
      reason: 'Notice as agent: untrue-statement-of-fact',
    });
    expect(logEntryReason(filed)).toBe('notice from an agent: states something untrue as fact');
    // An author's own review request keeps its words, even ones that look alike.
    const asked = line({ action: 'request-review', reason: 'Notice as tenant: unfair' });
    expect(logEntryReason(asked)).toBe('Notice as tenant: unfair');
  });

  it('leaves a line without a reason or change as it is', () => {
    const dismissed = line({ action: 'dismiss', fromStatus: 'published', toStatus: 'published' });
    expect(logEntryWhat(dismissed)).toBe('Dismissed reports');
    expect(logEntryReason(line({ reason: null }))).toBeNull();
  });
});
