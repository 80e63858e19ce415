import { Dialog } from 'shared';
import type { ReactNode } from 'react';
import buttons from './button.module.css';

/**
 * A dialog that asks before going on: the safe answer first (it has focus, and Escape means it
 * too), then the primary button that goes on. The dialog hands focus back to where it was.
 */
export function AskFirstDialog({
  title,
  testId,
  stay,
  proceed,
  onStay,
  onProceed,
  children,
}: {
  title: string;
  testId: string;
  /** The safe answer's label (Keep writing, Keep editing). */
  stay: string;
  proceed: string;
  onStay: () => void;
  onProceed: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog
      title={title}
      onClose={onStay}
      testId={testId}
      footer={
        <>
          <button type="button" className={buttons.button} onClick={onStay} data-autofocus>
            {stay}
          </button>
          <button
            type="button"
            className={`${buttons.button} ${buttons.primary}`}
            onClick={onProceed}
          >
            {proceed}
          </button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
