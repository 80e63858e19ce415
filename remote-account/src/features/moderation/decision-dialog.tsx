import { useEffect, useId } from 'react';
import { MODERATION_LIMITS, type ModerationDecision, ConfirmDialog } from 'shared';
import account from '../../components/account.module.css';
import { BusyButton, CancelAndConfirm, FormAlert } from '../../components/form-parts';
import { useRequiredText } from '../../components/use-required-text';
import styles from './moderation.module.css';
import { MODERATION_UI as UI } from './texts';

/**
 * Asks a moderator why before a decision is sent: a modal dialog (focus starts in the reason,
 * Escape cancels, Tab stays inside). The reason is required; the API's refusal is shown here
 * and the dialog stays open.
 */
export function DecisionDialog({
  decision,
  address,
  onConfirm,
  onCancel,
}: {
  decision: ModerationDecision;
  address: string;
  onConfirm: (reason: string) => Promise<void>;
  onCancel: () => void;
}) {
  const {
    text: reason,
    change,
    invalid,
    failure,
    busy,
    field,
    submit,
  } = useRequiredText(onConfirm, UI.decisionFailed);
  const id = useId();

  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    field.current?.focus();
    return () => before?.focus?.();
  }, [field]);

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <ConfirmDialog
      title={UI.decisionTitle[decision]}
      description={
        <>
          <p className={styles.dialogAddress}>{address}</p>
          <p>{UI.decisionBody[decision]}</p>
        </>
      }
      busy={busy}
      onCancel={onCancel}
      testId="decision-dialog"
    >
      <form className={styles.dialogForm} onSubmit={(event) => void submit(event)} noValidate>
        <div className={account.field}>
          <label htmlFor={id} className={account.label}>
            {UI.reason}
          </label>
          <textarea
            ref={field}
            id={id}
            className={`${account.input} ${styles.reason}`}
            value={reason}
            maxLength={MODERATION_LIMITS.decisionReasonMaxLength}
            required
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${hintId} ${errorId}` : hintId}
            onChange={(event) => change(event.target.value)}
            disabled={busy}
            rows={3}
          />
          <p id={hintId} className={account.hint}>
            {UI.reasonHint}
          </p>
          <FormAlert id={errorId}>{invalid && UI.reasonRequired}</FormAlert>
        </div>
        <FormAlert>{failure}</FormAlert>
        <CancelAndConfirm cancelLabel={UI.cancel} onCancel={onCancel} busy={busy}>
          <BusyButton
            className={decision === 'hide' ? account.dangerButton : account.primaryButton}
            busy={busy}
            label={UI.confirmDecision[decision]}
            busyLabel={UI.saving}
          />
        </CancelAndConfirm>
      </form>
    </ConfirmDialog>
  );
}
