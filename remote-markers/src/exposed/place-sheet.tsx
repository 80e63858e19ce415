import '../register-part';
import { PlaceSheet as Sheet } from '../features/place-sheet/components/place-sheet';
import { PlaceCard } from '../features/saved-list/components/place-card';

// The host checks which bus contract this remote was built against before mounting it.
export { remoteInfo } from '../register-part';

/**
 * The host mounts this inside the map's section: on phones, a tapped pin's card as a bottom
 * sheet (the sheet is one feature, the card the saved list's; they meet here).
 */
export default function PlaceSheet() {
  return <Sheet>{(id, headingId) => <PlaceCard id={id} headingId={headingId} />}</Sheet>;
}
