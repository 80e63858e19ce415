import { useEffect, useState } from 'react';
import { bus, type SavedMarkerComment } from 'shared';
import '../register-part';
import { EditCommentDialog as Dialog } from '../features/add-comment/components/edit-comment-dialog';

export { remoteInfo } from '../register-part';

/**
 * The Edit Comment dialog, wherever the host mounts this: it draws nothing until someone asks
 * to edit one of their comments ('marker:edit-requested', e.g. from My comments), then the
 * dialog for it until saved or cancelled.
 */
export default function EditCommentDialog() {
  const [marker, setMarker] = useState<SavedMarkerComment | null>(null);
  useEffect(() => {
    const subscription = bus
      .on('marker:edit-requested')
      .subscribe((event) => setMarker(event.marker));
    return () => subscription.unsubscribe();
  }, []);
  if (!marker) return null;
  return <Dialog key={marker.id} marker={marker} onClose={() => setMarker(null)} />;
}
