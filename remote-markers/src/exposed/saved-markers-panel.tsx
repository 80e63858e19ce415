import '../register-part';
import { useState } from 'react';
import { useSession, type SavedMarkerComment } from 'shared';
import { CommentDetailsDialog } from '../features/comment-details/components/comment-details-dialog';
import { SavedMarkersList } from '../features/saved-list/components/saved-markers-list';

// The host checks which bus contract this remote was built against before mounting it.
export { remoteInfo } from '../register-part';

/**
 * The host's side panel at '/': the saved list, and the Comment Details dialog its eye
 * buttons open. The two features meet here, never inside each other.
 */
export default function SavedMarkersPanel() {
  // SPEC.md §4: the list refreshes the current user when it opens (the page's one request
  // when it opens with the page).
  const { isAuthenticated } = useSession({ fresh: true });
  const [details, setDetails] = useState<SavedMarkerComment | null>(null);

  // Details are for signed-in users: signing out closes them (and they stay closed).
  if (!isAuthenticated && details) setDetails(null);

  return (
    <>
      <SavedMarkersList onOpenDetails={setDetails} />
      {details && isAuthenticated && (
        <CommentDetailsDialog marker={details} onClose={() => setDetails(null)} />
      )}
    </>
  );
}
