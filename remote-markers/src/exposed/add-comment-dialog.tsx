import '../register-part';
import { AddCommentDialog as Dialog } from '../features/add-comment/components/add-comment-dialog';

// The host checks which bus contract this remote was built against before mounting it.
export { remoteInfo } from '../register-part';

/** The host renders this at /newComment over the map; `onClose` goes back one step. */
export default function AddCommentDialog({ onClose }: { onClose: () => void }) {
  return <Dialog onClose={onClose} />;
}
