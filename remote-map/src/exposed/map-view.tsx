import 'leaflet/dist/leaflet.css';
import { MapStateProvider } from '../lib/map-state';
import { ViewStateProvider } from '../lib/view-state';
import { RentalMap, ResetMapButton } from '../features/map/rental-map';
import { MapMarkers } from '../features/markers/components/map-markers';
import { PlaceSearch } from '../features/search/components/place-search';
import { MyLocation } from '../features/my-location';

export { remoteInfo } from '../register-part';

/**
 * The map slot of the host: the Leaflet map with tiles and zoom control, the place search,
 * temporary / selected / saved markers with their popups, a reset control and the "my
 * location" control (as the user's Location Sharing setting says). Its view,
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
          <MyLocation />
        </RentalMap>
      </MapStateProvider>
    </ViewStateProvider>
  );
}
