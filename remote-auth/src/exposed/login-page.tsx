import '../register-part';
import { SignInPage } from '../auth-panel/sign-in-page';

export { remoteInfo } from '../register-part';

/** The sign-in page at /login. */
export default function LoginPage() {
  return <SignInPage />;
}
