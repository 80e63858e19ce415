import { useState } from 'react';
import { ReportButton as ReportEntry, type ReportButtonProps } from 'shared';
import { ReportDialog } from './report-dialog';

/**
 * Report on cards, the phone's place sheet and Comment Details: shared's Report entry (the
 * same as the map's popup), opening this remote's Report dialog beside the button, so that
 * closing it puts focus back there.
 */
export function ReportButton(props: Omit<ReportButtonProps, 'onReport'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <ReportEntry {...props} onReport={() => setOpen(true)} />
      {open && <ReportDialog commentId={props.comment.id} onClose={() => setOpen(false)} />}
    </>
  );
}
