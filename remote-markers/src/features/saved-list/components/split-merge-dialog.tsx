import { useState, type FormEvent } from 'react';
import { Button, ConfirmActions, ConfirmDialog, errorText } from 'shared';
import form from '../../../components/form-field.module.css';
import { AuditReasonField, useAuditReason } from './audit-reason-field';
import { MODERATION_TEXTS as UI } from './building-moderation-texts';

/**
 * Asks why before a merge is split: the reason is required (it goes to the audit log); the
 * API's refusal (split already, or the place merged elsewhere since) is shown and the dialog
 * stays open.
 */
export function SplitMergeDialog({
  what,
  onSplit,
  onCancel,
}: {
  /** What was merged: "Unit 2 → Unit 3". */
  what: string;
  onSplit: (reason: string) => Promise<void>;
  onCancel: () => void;
}) {
  const reason = useAuditReason();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const trimmed = reason.take();
    if (!trimmed) return;
    setBusy(true);
    setProblem(null);
    try {
      await onSplit(trimmed);
    } catch (error) {
      setProblem(errorText(error, UI.splitFailed));
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      title={UI.splitTitle}
      description={
        <>
          <p>{what}</p>
          <p>{UI.splitBody}</p>
        </>
      }
      busy={busy}
      onCancel={onCancel}
      testId="split-merge-dialog"
    >
      <form className={form.form} onSubmit={(event) => void submit(event)} noValidate>
        <AuditReasonField reason={reason} disabled={busy} autoFocusTarget />
        {problem && (
          <p className={form.problem} role="alert">
            {problem}
          </p>
        )}
        <ConfirmActions>
          <Button onClick={onCancel} disabled={busy}>
            {UI.cancel}
          </Button>
          <Button type="submit" variant="primary" busy={busy}>
            {busy ? UI.splitting : UI.split}
          </Button>
        </ConfirmActions>
      </form>
    </ConfirmDialog>
  );
}
