import type { BusEvents } from 'shared';

/** The map over Sydney at zoom 13, as the map remote announces its view, with 3 places. */
export const SYDNEY: BusEvents['map:view'] = {
  bounds: { minLon: 151.1, minLat: -33.95, maxLon: 151.3, maxLat: -33.8 },
  center: { lat: -33.875, lon: 151.2 },
  zoom: 13,
  total: 3,
};

/** SYDNEY's bounds as the list's requests send them. */
export const SYDNEY_BBOX = '151.100000,-33.950000,151.300000,-33.800000';
