import '../register-part';
import { AuthDialog } from '../auth-panel/auth-dialog';

export { remoteInfo } from '../register-part';

/** Shown at /auth over the map; the host maps onClose to one step back in history. */
export default function AuthModal({ onClose }: { onClose: () => void }) {
  return <AuthDialog onClose={onClose} />;
}
