import '../register-part';

export default function AddCommentDialog(props: { onClose?: () => void }) {
  return <section data-testid="add-comment-dialog"><h2>Add Comment</h2>{props.onClose && <button type="button" onClick={props.onClose}>Close</button>}</section>;
}
