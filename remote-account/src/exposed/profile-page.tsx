import '../register-part';
import { ProfileScreen } from '../features/profile';

export { remoteInfo } from '../register-part';

/** /profile */
export default function ProfilePage() {
  return <ProfileScreen />;
}
