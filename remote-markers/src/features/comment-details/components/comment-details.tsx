import type { SavedMarkerComment } from 'shared';
import { useMarkerComment } from '../../../lib/marker-comment';
import { CommentDetailsDialog } from './comment-details-dialog';
import { DetailsStateDialog } from './details-state-dialog';

interface CommentDetailsProps {
  /** The comment the URL names (`/places/{id}`). */
  id: string;
  /** The same comment when the page already holds it (its card), so nothing is loaded. */
  known: SavedMarkerComment | null;
  onClose: () => void;
}

/** Comment Details for an id: the comment the page holds, else the one the API has. */
export function CommentDetails({ id, known, onClose }: CommentDetailsProps) {
  const { load, retry } = useMarkerComment(id, known);
  return load.status === 'ready' ? (
    <CommentDetailsDialog marker={load.marker} onClose={onClose} />
  ) : (
    <DetailsStateDialog load={load} onRetry={retry} onClose={onClose} />
  );
}
