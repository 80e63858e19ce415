import { useEffect, useRef, type ReactNode } from 'react';
import { Dialog } from 'shared';
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
