import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Dialog, errorText, toApiError } from 'shared';
import buttons from '../button.module.css';
import { FormDialogFooter } from '../form-dialog-footer';
import styles from './report-dialog.module.css';

interface OutcomeDialogProps {
  title: string;
  testId: string;
  /** The form's id: the footer's primary button submits it. */
  formId: string;
  busy: boolean;
  texts: { cancel: string; submit: string; submitting: string; close: string };
  /** Once the form has ended, the line saying how: the form and its buttons give way to it. */
  outcome: string | null;
  onClose: () => void;
  /** The form, with `formId`. */
  children: ReactNode;
}

/**
 * A dialog whose form is sent once (Report, a notice): Cancel and the submit button under it,
 * then, once it has ended, only a line saying how and Close, which takes focus (the button
 * pressed is gone).
 */
export function OutcomeDialog({
  title,
  testId,
  formId,
  busy,
  texts,
  outcome,
  onClose,
  children,
}: OutcomeDialogProps) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const ended = outcome !== null;
  useEffect(() => {
    if (ended) closeRef.current?.focus();
  }, [ended]);

  return (
    <Dialog
      title={title}
      onClose={onClose}
      testId={testId}
      footer={
        ended ? (
          <button ref={closeRef} type="button" className={buttons.button} onClick={onClose}>
            {texts.close}
          </button>
        ) : (
          <FormDialogFooter
            formId={formId}
            busy={busy}
            cancel={texts.cancel}
            submit={texts.submit}
            submitting={texts.submitting}
            onCancel={onClose}
          />
        )
      }
    >
      {ended ? (
        <p role="status" className={styles.outcome}>
          {outcome}
        </p>
      ) : (
        children
      )}
    </Dialog>
  );
}

interface SentOnceTexts {
  /** The line once it was kept. */
  sent: string;
  /** The API's code for "already done" (409), and the line that ends the form then. */
  alreadyCode: string;
  already: string;
  /** Said when the API gives no words of its own. */
  failed: string;
}

/**
 * The sending of an OutcomeDialog's form. `submit(prepare)` makes the form's submit handler:
 * `prepare` returns what is missing (said as the problem, nothing sent) or the request. A
 * request kept, or refused as already done, ends the form with its line (`outcome`); any other
 * refusal is the problem in the API's words, and what was typed stays.
 */
export function useSentOnce(texts: SentOnceTexts) {
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);

  const submit =
    (prepare: () => string | (() => Promise<unknown>)) =>
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (sending) return;
      const request = prepare();
      if (typeof request === 'string') {
        setProblem(request);
        return;
      }
      setProblem(null);
      setSending(true);
      try {
        await request();
        setOutcome(texts.sent);
      } catch (error) {
        if (toApiError(error)?.code === texts.alreadyCode) setOutcome(texts.already);
        else setProblem(errorText(error, texts.failed));
      } finally {
        setSending(false);
      }
    };

  return { problem, sending, outcome, submit, clearProblem: () => setProblem(null) };
}
