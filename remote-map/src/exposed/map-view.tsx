import 'leaflet/dist/leaflet.css';
import { RentalMap } from '../features/map/rental-map';

export { remoteInfo } from '../register-part';

/** The map slot of the host: the Leaflet map with tiles, zoom control and markers. */
export default function MapView() {
  return <RentalMap />;
}
