import { useState } from 'react';
import { TEXTS, bus, useSession } from 'shared';
import buttons from '../button.module.css';
import { ReportDialog } from './report-dialog';

interface ReportButtonProps {
  /** The comment reported; a reader never reports their own (the button is not drawn). */
  comment: { id: string; byMe: boolean };
  /** The button's look where it sits (a card's small text button); else the remote's button. */
  className?: string;
  /** The element that names what is reported (a card's title). */
  describedBy?: string;
}

/**
 * Report on a comment someone else wrote, on cards, the phone's place sheet and Comment
 * Details; it opens the Report dialog. Signed out it is disabled with why, like Like, and a
 * click on it asks the host to offer sign-in.
 */
export function ReportButton({ comment, className, describedBy }: ReportButtonProps) {
  const { isAuthenticated } = useSession();
  const [open, setOpen] = useState(false);
  if (comment.byMe) return null;
  const look = className ?? buttons.button;

  if (!isAuthenticated) {
    return (
      // A disabled button hears no clicks: its wrapper asks the host to offer sign-in.
      <span
        title={TEXTS.moderation.signInToReport}
        onClick={() => bus.emit('auth:required', { reason: TEXTS.moderation.signInToReport })}
      >
        <button
          type="button"
          className={look}
          aria-describedby={describedBy}
          title={TEXTS.moderation.signInToReport}
          disabled
        >
          {TEXTS.moderation.report}
        </button>
      </span>
    );
  }

  return (
    <>
      <button
        type="button"
        className={look}
        aria-describedby={describedBy}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {TEXTS.moderation.report}
      </button>
      {open && <ReportDialog commentId={comment.id} onClose={() => setOpen(false)} />}
    </>
  );
}
