import { useState, type FormEvent } from 'react';
import {
  Button,
  ConfirmActions,
  ConfirmDialog,
  MODERATION_LIMITS,
  TextField,
  errorText,
} from 'shared';
import form from '../../../components/form-field.module.css';
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
  const [reason, setReason] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const trimmed = reason.trim();
    setReasonMissing(!trimmed);
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
        <TextField
          label={UI.reason}
          hint={UI.reasonHint}
          error={reasonMissing ? UI.reasonRequired : undefined}
          value={reason}
          maxLength={MODERATION_LIMITS.decisionReasonMaxLength}
          required
          disabled={busy}
          autoFocusTarget
          onChange={(event) => {
            setReason(event.target.value);
            if (event.target.value.trim()) setReasonMissing(false);
          }}
        />
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
