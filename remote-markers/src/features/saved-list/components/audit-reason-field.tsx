import { useState } from 'react';
import { MODERATION_LIMITS, TextField } from 'shared';
import { MODERATION_TEXTS as UI } from './building-moderation-texts';

/**
 * The reason a moderator gives for a merge or a split, kept in the audit log. It is required:
 * `take` marks it missing when it is blank, and typing something clears that again.
 */
export function useAuditReason() {
  const [value, setValue] = useState('');
  const [missing, setMissing] = useState(false);
  return {
    value,
    missing,
    change(next: string) {
      setValue(next);
      if (next.trim()) setMissing(false);
    },
    /** The reason, trimmed; empty, and marked missing, when there is none. */
    take(): string {
      const trimmed = value.trim();
      setMissing(!trimmed);
      return trimmed;
    },
  };
}

export type AuditReason = ReturnType<typeof useAuditReason>;

export function AuditReasonField({
  reason,
  disabled,
  autoFocusTarget = false,
}: {
  reason: AuditReason;
  disabled: boolean;
  autoFocusTarget?: boolean;
}) {
  return (
    <TextField
      label={UI.reason}
      hint={UI.reasonHint}
      error={reason.missing ? UI.reasonRequired : undefined}
      value={reason.value}
      maxLength={MODERATION_LIMITS.decisionReasonMaxLength}
      required
      disabled={disabled}
      autoFocusTarget={autoFocusTarget}
      onChange={(event) => reason.change(event.target.value)}
    />
  );
}
