import { useComment, type SavedMarkerComment } from 'shared';
import { LOAD_TEXTS } from '../../../lib/texts';
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
  const { load, retry } = useComment(id, { known, failed: LOAD_TEXTS.loadFailed });
  return load.status === 'ready' ? (
    <CommentDetailsDialog marker={load.comment} onClose={onClose} />
  ) : (
    <DetailsStateDialog load={load} onRetry={retry} onClose={onClose} />
  );
}
