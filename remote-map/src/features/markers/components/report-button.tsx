import { TEXTS, bus, useSession } from 'shared';

/**
 * Report in a saved comment's popup (not on the viewer's own). The Report dialog is
 * remote-markers': the popup asks for it on the bus ('marker:report-requested'), so there is
 * one dialog. Signed out it reads as disabled with why, and a click asks the host to offer
 * sign-in, as the popup's other buttons do.
 */
export function ReportButton({ commentId, className }: { commentId: string; className?: string }) {
  const { isAuthenticated } = useSession();
  const report = () => {
    if (isAuthenticated) bus.emit('marker:report-requested', { id: commentId });
    else bus.emit('auth:required', { reason: TEXTS.moderation.signInToReport });
  };
  return (
    <button
      type="button"
      className={className}
      title={isAuthenticated ? undefined : TEXTS.moderation.signInToReport}
      aria-disabled={!isAuthenticated}
      aria-haspopup={isAuthenticated ? 'dialog' : undefined}
      onClick={report}
    >
      {TEXTS.moderation.report}
    </button>
  );
}
