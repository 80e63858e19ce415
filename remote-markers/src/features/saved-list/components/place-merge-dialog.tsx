import { useId, useState, type FormEvent } from 'react';
import { Dialog, errorText } from 'shared';
import buttons from '../../../components/button.module.css';
import { FormDialogFooter } from '../../../components/form-dialog-footer';
import form from '../../../components/form-field.module.css';
import { AuditReasonField, useAuditReason } from './audit-reason-field';
import { MODERATION_TEXTS as UI } from './building-moderation-texts';
import styles from './building-moderation.module.css';

/** A building or unit this one may join. */
export interface MergeChoice {
  id: string;
  label: string;
  /** Its comments, how far it is. */
  detail: string;
}

interface PlaceMergeDialogProps {
  title: string;
  hint: string;
  legend: string;
  choices: MergeChoices;
  noChoice: string;
  chooseOne: string;
  onMerge: (into: string, reason: string) => Promise<void>;
  onClose: () => void;
  testId: string;
}

/** The choices; undefined while they load, or why they could not be. */
export type MergeChoices = MergeChoice[] | undefined | { failed: string; retry: () => void };

/**
 * Merge a building or unit into another that is the same place: one of the choices, a reason
 * for the audit log, Merge. Both are required; the API's refusal (too far apart, merged
 * already) is shown here and what was chosen and typed stays.
 */
export function PlaceMergeDialog({
  title,
  hint,
  legend,
  choices,
  noChoice,
  chooseOne,
  onMerge,
  onClose,
  testId,
}: PlaceMergeDialogProps) {
  const [into, setInto] = useState<string | null>(null);
  const reason = useAuditReason();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formId = `${useId()}-merge`;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const trimmed = reason.take();
    setProblem(into === null ? chooseOne : null);
    if (into === null || !trimmed) return;
    setBusy(true);
    try {
      await onMerge(into, trimmed);
    } catch (error) {
      setProblem(errorText(error, UI.mergeFailed));
      setBusy(false);
    }
  };

  const list = Array.isArray(choices) ? choices : [];
  return (
    <Dialog
      title={title}
      onClose={busy ? undefined : onClose}
      testId={testId}
      footer={
        <FormDialogFooter
          formId={formId}
          busy={busy}
          disabled={list.length === 0}
          cancel={UI.cancel}
          submit={UI.merge}
          submitting={UI.merging}
          onCancel={onClose}
        />
      }
    >
      <form
        id={formId}
        className={form.form}
        onSubmit={(event) => void submit(event)}
        aria-busy={busy}
        noValidate
      >
        <p className={styles.hint}>{hint}</p>
        <fieldset className={form.fieldset} disabled={busy}>
          <legend className={styles.legend}>{legend}</legend>
          {choices === undefined && <p role="status">{UI.loading}</p>}
          {choices !== undefined && !Array.isArray(choices) && (
            <div className={styles.row}>
              <p role="alert">{choices.failed}</p>
              <button type="button" className={buttons.quiet} onClick={choices.retry}>
                {UI.tryAgain}
              </button>
            </div>
          )}
          {Array.isArray(choices) && choices.length === 0 && <p>{noChoice}</p>}
          {list.map((choice, index) => (
            <label key={choice.id} className={styles.choice}>
              <input
                type="radio"
                name={`${formId}-into`}
                value={choice.id}
                checked={into === choice.id}
                onChange={() => {
                  setInto(choice.id);
                  setProblem(null);
                }}
                data-autofocus={index === 0 ? true : undefined}
              />
              <span>
                <span className={styles.choiceLabel}>{choice.label}</span>
                <span className={styles.choiceDetail}>{choice.detail}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <AuditReasonField reason={reason} disabled={busy} />
        {problem && (
          <p className={form.problem} role="alert">
            {problem}
          </p>
        )}
      </form>
    </Dialog>
  );
}
