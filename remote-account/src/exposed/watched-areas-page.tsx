import '../register-part';
import { WatchedAreasScreen } from '../features/watched-areas';

export { remoteInfo } from '../register-part';

/** /watched-areas */
export default function WatchedAreasPage() {
  return <WatchedAreasScreen />;
}
