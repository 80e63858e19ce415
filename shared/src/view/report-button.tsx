import { bus } from '../bus/bus';
import { useSession } from '../session/use-session';
import { TEXTS } from '../texts';
import buttons from '../ui/button.module.css';
import styles from './comment-pieces.module.css';

export interface ReportButtonProps {
  /** The comment reported; a reader never reports their own (nothing is drawn). */
  comment: { id: string; byMe?: boolean };
  /**
   * Opens the Report dialog. Without it the click asks on the bus
   * ('marker:report-requested'), and remote-markers, which owns the one dialog, opens it.
   */
  onReport?: () => void;
  /** The button's look where it sits (a popup's or a card's small button); else the kit's. */
  className?: string;
  /** The element that names what is reported (a card's title). */
  describedBy?: string;
}

/**
 * Report on a comment someone else wrote, wherever the comment shows. Signed out it reads as
 * disabled with why, yet stays focusable, so that a click or a key asks the host to offer
 * sign-in, as Like does.
 */
export function ReportButton({ comment, onReport, className, describedBy }: ReportButtonProps) {
  const { isAuthenticated } = useSession();
  if (comment.byMe) return null;
  const report = () => {
    if (!isAuthenticated) bus.emit('auth:required', { reason: TEXTS.moderation.signInToReport });
    else if (onReport) onReport();
    else bus.emit('marker:report-requested', { id: comment.id });
  };
  return (
    <button
      type="button"
      className={`${className ?? buttons.button} ${styles.action}`}
      title={isAuthenticated ? undefined : TEXTS.moderation.signInToReport}
      aria-disabled={!isAuthenticated}
      aria-haspopup={isAuthenticated ? 'dialog' : undefined}
      aria-describedby={describedBy}
      onClick={report}
    >
      {TEXTS.moderation.report}
    </button>
  );
}
