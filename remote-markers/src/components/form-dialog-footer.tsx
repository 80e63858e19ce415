import buttons from './button.module.css';

/**
 * The footer of a dialog whose body is a form (Report, Watch this area, a comment): Cancel,
 * then the primary button that submits the form by its id. Both wait while it is under way,
 * and the primary one says so.
 */
export function FormDialogFooter({
  formId,
  busy,
  disabled = false,
  cancel,
  submit,
  submitting,
  onCancel,
}: {
  formId: string;
  busy: boolean;
  /** The form cannot be sent yet (nothing chosen). */
  disabled?: boolean;
  cancel: string;
  submit: string;
  submitting: string;
  onCancel: () => void;
}) {
  return (
    <>
      <button type="button" className={buttons.button} onClick={onCancel} disabled={busy}>
        {cancel}
      </button>
      <button
        type="submit"
        form={formId}
        className={`${buttons.button} ${buttons.primary}`}
        disabled={busy || disabled}
        aria-busy={busy}
      >
        {busy ? submitting : submit}
      </button>
    </>
  );
}
