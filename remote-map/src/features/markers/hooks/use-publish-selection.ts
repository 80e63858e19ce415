import { useEffect } from 'react';
import { bus } from 'shared';
import { useMapState } from '../../../lib/map-state';

/** Tells the other parts where the selected location is (the Add Comment dialog falls back to it). */
export function usePublishSelection(): void {
  const { state } = useMapState();
  const { selectedLocation, selectedAddress } = state;
  useEffect(() => {
    if (!selectedLocation) return;
    bus.emit('map:location-selected', {
      lat: selectedLocation.lat,
      lon: selectedLocation.lng,
      address: selectedAddress,
    });
  }, [selectedLocation, selectedAddress]);
}
