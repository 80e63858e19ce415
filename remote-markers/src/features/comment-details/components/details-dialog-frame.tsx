import type { ReactNode } from 'react';
import { TEXTS, Dialog } from 'shared';
import buttons from '../../../components/button.module.css';

interface DetailsDialogFrameProps {
  onClose: () => void;
  /** Buttons before Close in the footer. */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * The Comment Details dialog around whatever it shows — the comment, or why there is none
 * yet — so that its title, size, Close button and focus stay the same while a
 * `/places/{id}` link loads and once it has.
 */
export function DetailsDialogFrame({ onClose, actions, children }: DetailsDialogFrameProps) {
  return (
    <Dialog
      title={TEXTS.markers.commentDetails}
      onClose={onClose}
      size="large"
      testId="comment-details-dialog"
      footer={
        <>
          {actions}
          <button
            type="button"
            className={`${buttons.button} ${buttons.primary}`}
            onClick={onClose}
            data-autofocus
          >
            Close
          </button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
