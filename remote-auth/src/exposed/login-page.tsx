import '../register-part';

export default function LoginPage(props: { onClose?: () => void }) {
  return <section data-testid="login-page"><h2>Sign In</h2>{props.onClose && <button type="button" onClick={props.onClose}>Close</button>}</section>;
}
