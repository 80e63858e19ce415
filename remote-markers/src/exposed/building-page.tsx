import '../register-part';
import { BuildingPage as Page } from '../features/saved-list/components/building-page';

export { remoteInfo } from '../register-part';

/** `/buildings/{id}`: a building's page, routed by the host. */
export default function BuildingPage() {
  return <Page />;
}
