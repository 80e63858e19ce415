import type { HoldReason, ModerationLogEntry, NoticeReason, NoticeRole } from 'shared';
import { NOTICE_WORDS } from '../../components/notice-words';
import { CASE_NOTICES_UI, MODERATION_UI as UI, fill } from './texts';

/**
 * "Hid (Published → Hidden)": what was done, with the change of state when there was one. A
 * hold has no state before it (the comment was new or just edited), so "Held" says it all.
 */
export function logEntryWhat(entry: ModerationLogEntry): string {
  const action = UI.logActions[entry.action];
  if (!entry.toStatus || !entry.fromStatus || entry.fromStatus === entry.toStatus) return action;
  return `${action} (${UI.statuses[entry.fromStatus]} → ${UI.statuses[entry.toStatus]})`;
}

const isHoldReason = (code: string): code is HoldReason => code in UI.holdReasons;

/** Why a comment was held, by the reasons' names: 'Personal information, Reused photo'. */
export function holdReasonNames(reasons: readonly HoldReason[]): string {
  return reasons.map((code) => UI.holdReasons[code]).join(', ');
}

/** A notice's filing, as the API logs it (codes): 'Notice as agent: untrue-statement-of-fact'. */
const NOTICE_FILED = /^Notice as ([a-z]+): ([a-z-]+)$/;

/** 'notice from an agent: states something untrue as fact', or null for any other words. */
function noticeFiled(reason: string): string | null {
  const [, role = '', why = ''] = NOTICE_FILED.exec(reason) ?? [];
  if (!(role in NOTICE_WORDS.roles) || !(why in NOTICE_WORDS.reasons)) return null;
  return fill(CASE_NOTICES_UI.filedLine, {
    role: NOTICE_WORDS.roles[role as NoticeRole].toLowerCase(),
    reason: NOTICE_WORDS.reasons[why as NoticeReason].toLowerCase(),
  });
}

/**
 * A line's why: a moderator's words, or a hold's reasons and a notice's role and reason (kept
 * as codes) in words.
 */
export function logEntryReason(entry: ModerationLogEntry): string | null {
  if (entry.action === 'request-review' && entry.reason) {
    return noticeFiled(entry.reason) ?? entry.reason;
  }
  if (entry.action !== 'hold' || !entry.reason) return entry.reason;
  const reasons = entry.reason.split(', ').filter(isHoldReason);
  return reasons.length > 0 ? holdReasonNames(reasons) : entry.reason;
}
