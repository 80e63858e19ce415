import { ConfirmDialog } from 'shared';
import { useEffect, useRef } from 'react';
import account from './account.module.css';
import list from './list-page.module.css';
import { BusyButton, CancelAndConfirm, FormAlert } from './form-parts';

/** The words of a ConfirmDeleteDialog (shared's TEXTS.ownComment and TEXTS.watchedAreas have them). */
export interface ConfirmDeleteTexts {
  confirmTitle: string;
  confirmBody: string;
  cancel: string;
  deleting: string;
  confirmDelete: string;
}

/**
 * Asks before one of the user's things is deleted: an alert dialog naming what goes (`subject`),
 * focus starts on Cancel and returns where it was, Escape cancels, Tab stays inside. `error` is
 * the API's message when deleting failed.
 */
export function ConfirmDeleteDialog({
  subject,
  texts,
  testId,
  busy,
  error,
  onConfirm,
  onCancel,
}: {
  subject: string;
  texts: ConfirmDeleteTexts;
  testId: string;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const cancel = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    cancel.current?.focus();
    return () => before?.focus?.();
  }, []);

  return (
    <ConfirmDialog
      role="alertdialog"
      title={texts.confirmTitle}
      description={
        <>
          <p className={list.subject}>{subject}</p>
          <p>{texts.confirmBody}</p>
        </>
      }
      busy={busy}
      onCancel={onCancel}
      testId={testId}
    >
      <FormAlert>{error}</FormAlert>
      <CancelAndConfirm
        cancelLabel={texts.cancel}
        onCancel={onCancel}
        busy={busy}
        cancelRef={cancel}
      >
        <BusyButton
          type="button"
          className={account.dangerButton}
          onClick={onConfirm}
          busy={busy}
          label={texts.confirmDelete}
          busyLabel={texts.deleting}
        />
      </CancelAndConfirm>
    </ConfirmDialog>
  );
}
