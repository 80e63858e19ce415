import '../register-part';
import { CommentEditor } from '../features/add-comment/components/comment-editor';

export { remoteInfo } from '../register-part';

/**
 * The Edit Comment dialog, for pages without the saved-markers panel (My comments): it opens
 * when someone asks to edit one of their comments on the bus ('marker:edit-requested').
 */
export default function EditCommentDialog() {
  return <CommentEditor />;
}
