import '../register-part';
import { useEffect, useState } from 'react';
import type { SavedMarkerComment } from 'shared';
import { CommentDetailsDialog } from '../features/comment-details/components/comment-details-dialog';
import { SavedMarkersList } from '../features/saved-list/components/saved-markers-list';
import { refreshCurrentUser } from '../lib/refresh-current-user';
import { useAuthState } from '../lib/use-auth-state';

// The host checks which bus contract this remote was built against before mounting it.
export { remoteInfo } from '../register-part';

/**
 * The host's side panel at '/': the saved list, and the Comment Details dialog its eye
 * buttons open. The two features meet here, never inside each other.
 */
export default function SavedMarkersPanel() {
  const { isAuthenticated } = useAuthState();
  const [details, setDetails] = useState<SavedMarkerComment | null>(null);

  useEffect(() => {
    void refreshCurrentUser();
  }, []);

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
