import '../register-part';

export default function ProfilePage(props: { onClose?: () => void }) {
  return <section data-testid="profile-page"><h2>Profile</h2>{props.onClose && <button type="button" onClick={props.onClose}>Close</button>}</section>;
}
