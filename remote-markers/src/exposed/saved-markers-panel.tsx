import '../register-part';

export default function SavedMarkersPanel(props: { onClose?: () => void }) {
  return <section data-testid="saved-markers-panel"><h2>Saved Markers</h2>{props.onClose && <button type="button" onClick={props.onClose}>Close</button>}</section>;
}
