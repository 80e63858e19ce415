import '../register-part';
import { SignInPage } from '../auth-panel/sign-in-page';

/** The sign-in page at /login. */
export default function LoginPage() {
  return <SignInPage />;
}
