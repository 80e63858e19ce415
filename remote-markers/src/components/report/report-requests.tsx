import { useEffect, useState } from 'react';
import { bus } from 'shared';
import { ReportDialog } from './report-dialog';

/**
 * Draws nothing until another remote asks to report a comment ('marker:report-requested':
 * the map's popup), then the Report dialog for it until it is closed.
 */
export function ReportRequests() {
  const [commentId, setCommentId] = useState<string | null>(null);
  useEffect(() => {
    const subscription = bus.on('marker:report-requested').subscribe(({ id }) => setCommentId(id));
    return () => subscription.unsubscribe();
  }, []);
  if (commentId === null) return null;
  return <ReportDialog key={commentId} commentId={commentId} onClose={() => setCommentId(null)} />;
}
