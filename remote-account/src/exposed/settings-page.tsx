import '../register-part';
import { SettingsScreen } from '../features/settings';

export { remoteInfo } from '../register-part';

/** /settings */
export default function SettingsPage() {
  return <SettingsScreen />;
}
