import '../register-part';
import { useCallback, useEffect, useState } from 'react';
import { bus, useSession, useViewState, type SavedMarkerComment } from 'shared';
import { ReportRequests } from '../components/report/report-requests';
import { CommentEditor } from '../features/add-comment/components/comment-editor';
import { CommentDetails } from '../features/comment-details/components/comment-details';
import { DetailsSignInNotice } from '../features/comment-details/components/details-sign-in-notice';
import { FilterBar } from '../features/filters/components/filter-bar';
import { SavedMarkersList } from '../features/saved-list/components/saved-markers-list';
import { WatchAreaButton } from '../features/watch-area/components/watch-area-button';

// The host checks which bus contract this remote was built against before mounting it.
export { remoteInfo } from '../register-part';

/**
 * The host's side panel at '/' and '/places/{id}': the saved list with its filter bar, and the Comment Details
 * dialog of the comment the URL names. The two features meet here, never inside each other.
 * The URL is what opens details (an eye button pushes `/places/{id}`; a shared link, a reload
 * or Forward arrive there), so Back closes them before it leaves the page.
 */
export default function SavedMarkersPanel() {
  // The list refreshes the current user when it opens (the page's one request
  // when it opens with the page).
  const { isAuthenticated } = useSession({ fresh: true });
  const { detailsId, openDetails, closeDetails } = useViewState();
  // The comment an eye button opened, so its details need not be loaded again.
  const [opened, setOpened] = useState<SavedMarkerComment | null>(null);
  // Its author edited the comment on show: its details show it anew (as it is now).
  const [edits, setEdits] = useState(0);

  useEffect(() => {
    const changed = bus.on('marker:changed').subscribe(({ marker }) => {
      setOpened(marker);
      setEdits((n) => n + 1);
    });
    const deleted = bus.on('marker:deleted').subscribe(({ id }) => {
      if (id === detailsId) closeDetails();
    });
    return () => {
      changed.unsubscribe();
      deleted.unsubscribe();
    };
  }, [detailsId, closeDetails]);

  const openFromCard = useCallback(
    (marker: SavedMarkerComment) => {
      setOpened(marker);
      openDetails(marker.id);
    },
    [openDetails],
  );

  return (
    <>
      {/* Details are for signed-in users (signing out closes them): others are asked to sign in. */}
      {detailsId && !isAuthenticated && <DetailsSignInNotice onDismiss={closeDetails} />}
      <SavedMarkersList
        onOpenDetails={openFromCard}
        toolbar={
          <>
            <FilterBar />
            <WatchAreaButton />
          </>
        }
      />
      {detailsId && isAuthenticated && (
        <CommentDetails
          key={`${detailsId}-${edits}`}
          id={detailsId}
          known={opened?.id.toLowerCase() === detailsId ? opened : null}
          onClose={closeDetails}
        />
      )}
      <CommentEditor />
      <ReportRequests />
    </>
  );
}
