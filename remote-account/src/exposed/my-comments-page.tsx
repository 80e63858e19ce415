import '../register-part';
import { MyCommentsScreen } from '../features/my-comments';

export { remoteInfo } from '../register-part';

/** /my-comments */
export default function MyCommentsPage() {
  return <MyCommentsScreen />;
}
