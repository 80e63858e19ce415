import type { HoldReason, ModerationLogEntry } from 'shared';
import { MODERATION_UI as UI } from './texts';

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

/** A line's why: a moderator's words, or a hold's reasons (kept as codes) by their names. */
export function logEntryReason(entry: ModerationLogEntry): string | null {
  if (entry.action !== 'hold' || !entry.reason) return entry.reason;
  const reasons = entry.reason.split(', ').filter(isHoldReason);
  return reasons.length > 0 ? holdReasonNames(reasons) : entry.reason;
}
