import { useEffect, useState } from 'react';
import { bus, type SavedMarkerComment } from 'shared';
import { EditCommentDialog } from './edit-comment-dialog';

/**
 * Draws nothing until someone asks to edit one of their comments ('marker:edit-requested':
 * My comments, Comment Details), then the Edit Comment dialog for it until saved or
 * cancelled.
 */
export function CommentEditor() {
  const [marker, setMarker] = useState<SavedMarkerComment | null>(null);
  useEffect(() => {
    const subscription = bus
      .on('marker:edit-requested')
      .subscribe((event) => setMarker(event.marker));
    return () => subscription.unsubscribe();
  }, []);
  if (!marker) return null;
  return <EditCommentDialog key={marker.id} marker={marker} onClose={() => setMarker(null)} />;
}
