import 'leaflet/dist/leaflet.css';
import { MapStateProvider } from '../lib/map-state';
import { ViewStateProvider } from '../lib/view-state';
import { RentalMap, ResetMapButton } from '../features/map/rental-map';
import { MapMarkers } from '../features/markers/components/map-markers';
import { PlaceSearch } from '../features/search/components/place-search';

export { remoteInfo } from '../register-part';

/**
 * The map slot of the host: the Leaflet map with tiles and zoom control, the place search,
 * temporary / selected / saved markers with their popups, and a reset control. Its view,
 * selection and filters are the page's URL (it needs the host's router).
 */
export default function MapView() {
  return (
    <ViewStateProvider>
      <MapStateProvider>
        <RentalMap
          overlay={
            <>
              <PlaceSearch />
              <ResetMapButton />
            </>
          }
        >
          <MapMarkers />
        </RentalMap>
      </MapStateProvider>
    </ViewStateProvider>
  );
}
