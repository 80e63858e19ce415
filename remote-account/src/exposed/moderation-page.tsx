import '../register-part';
import { ModerationScreen } from '../features/moderation';

export { remoteInfo } from '../register-part';

/** /moderation (moderators only: the host guards it). */
export default function ModerationPage() {
  return <ModerationScreen />;
}
