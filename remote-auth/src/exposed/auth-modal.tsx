import '../register-part';

export default function AuthModal(props: { onClose?: () => void }) {
  return <section data-testid="auth-modal"><h2>Sign In</h2>{props.onClose && <button type="button" onClick={props.onClose}>Close</button>}</section>;
}
