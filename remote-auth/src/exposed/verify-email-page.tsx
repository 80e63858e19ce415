import '../register-part';
import { VerifyEmailPage as Page } from '../auth-panel/verify-email-page';

export { remoteInfo } from '../register-part';

/** The email verification page at /verify-email (link from the email, or a typed code). */
export default function VerifyEmailPage() {
  return <Page />;
}
