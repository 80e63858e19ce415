/**
 * SPEC.md §3 Map marker and Map state, and the one reducer that changes them. The exposed
 * map view owns the state; features read and change it through useMapState().
 */
import { createContext, useContext, useReducer, type Dispatch, type ReactNode } from 'react';
import { MAP_DEFAULTS, TEXTS, type GeoPlace, type SavedMarkerComment } from 'shared';

export interface LatLng {
  lat: number;
  lng: number;
}

/** SPEC.md §3 Map marker; saved markers carry the saved comment's fields too. */
export interface MapMarker {
  id: string;
  position: LatLng;
  /** null while the address is being looked up. */
  address: string | null;
  locationType?: string;
  buildingType?: string;
  amenity?: string;
  shop?: string;
  office?: string;
  residential?: string;
  timestamp: number;
  isSavedMarker?: boolean;
  comment?: string;
  fullAddress?: string;
  region?: string;
  city?: string;
  country?: string;
  postcode?: string;
  unitNumber?: string;
  mapSource?: string;
  photoUrls?: string;
}

/** SPEC.md §3 Map state. */
export interface MapState {
  center: LatLng;
  zoom: number;
  currentZoom: number;
  markers: MapMarker[];
  /** The temporary marker that is the selected location, if any. */
  selectedMarkerId: string | null;
  selectedLocation: LatLng | null;
  selectedAddress: string | null;
  searchQuery: string;
  searchResults: GeoPlace[];
  isSearching: boolean;
  isZooming: boolean;
  isDragging: boolean;
  isMoving: boolean;
  /** A saved marker shown large and green for a while ('SELECTED MARKER'). */
  highlightedMarkerId: string | null;
  /** Where the map should fly next; a new object each time, so the same place flies again. */
  flyTarget: { position: LatLng; zoom?: number } | null;
  /** The saved comments each source last gave; `markers` shows their union. */
  savedBySource: Record<SavedSource, SavedMarkerComment[]>;
}

/**
 * Where saved markers come from: what the list holds ('markers:loaded') and what lies in the
 * map's own viewport (GET list with bbox), so every saved pin in view shows whatever page the
 * list is on.
 */
export type SavedSource = 'list' | 'viewport';

export const initialMapState: MapState = {
  center: { ...MAP_DEFAULTS.center },
  zoom: MAP_DEFAULTS.zoom,
  currentZoom: MAP_DEFAULTS.zoom,
  markers: [],
  selectedMarkerId: null,
  selectedLocation: null,
  selectedAddress: null,
  searchQuery: '',
  searchResults: [],
  isSearching: false,
  isZooming: false,
  isDragging: false,
  isMoving: false,
  highlightedMarkerId: null,
  flyTarget: null,
  savedBySource: { list: [], viewport: [] },
};

export type MapAction =
  | { type: 'add-temporary'; id: string; position: LatLng; details?: Partial<MapMarker> }
  | { type: 'move-marker'; id: string; position: LatLng }
  | { type: 'set-address'; id: string; address: string; details?: Partial<MapMarker> }
  | { type: 'remove-marker'; id: string }
  | { type: 'sync-saved'; source: SavedSource; comments: SavedMarkerComment[] }
  | { type: 'add-saved'; comment: SavedMarkerComment }
  | { type: 'search'; query: string }
  | { type: 'search-results'; results: GeoPlace[]; isSearching: boolean }
  | { type: 'highlight'; id: string | null; position?: LatLng }
  | { type: 'view'; center: LatLng; zoom: number }
  | { type: 'flags'; flags: Partial<Pick<MapState, 'isZooming' | 'isDragging' | 'isMoving'>> }
  | { type: 'reset' };

export const SAVED_ID_PREFIX = 'saved-';

/** Saved comment → saved map marker (id prefixed saved-, SPEC.md §3). */
export function toSavedMarker(comment: SavedMarkerComment): MapMarker {
  return {
    id: `${SAVED_ID_PREFIX}${comment.id}`,
    position: { lat: comment.lat, lng: comment.lon },
    address: comment.fullAddress,
    locationType: comment.locationType,
    timestamp: Date.parse(comment.createdDate) || 0,
    isSavedMarker: true,
    comment: comment.comment,
    fullAddress: comment.fullAddress,
    region: comment.region,
    city: comment.city,
    country: comment.country,
    postcode: comment.postcode,
    unitNumber: comment.unitNumber,
    mapSource: comment.mapSource,
    photoUrls: comment.photoUrls,
  };
}

/** The saved markers of all sources, each comment once (the list's copy first). */
function savedMarkersOf(savedBySource: MapState['savedBySource']): MapMarker[] {
  const seen = new Set<string>();
  const markers: MapMarker[] = [];
  for (const comment of [...savedBySource.list, ...savedBySource.viewport]) {
    if (seen.has(comment.id)) continue;
    seen.add(comment.id);
    markers.push(toSavedMarker(comment));
  }
  return markers;
}

function withSaved(state: MapState, savedBySource: MapState['savedBySource']): MapState {
  const temporary = state.markers.filter((m) => !m.isSavedMarker);
  return { ...state, savedBySource, markers: [...savedMarkersOf(savedBySource), ...temporary] };
}

/** Popup title: shop, amenity, office, residential, buildingType, locationType, else 'Location'. */
export function popupTitle(marker: MapMarker): string {
  const title = [
    marker.shop,
    marker.amenity,
    marker.office,
    marker.residential,
    marker.buildingType,
    marker.locationType,
  ].find((value) => typeof value === 'string' && value.trim() !== '');
  return title ? title.charAt(0).toUpperCase() + title.slice(1) : TEXTS.map.defaultPopupTitle;
}

/** What a place tells about the kind of thing it is, as Map marker fields. */
export function markerDetailsOf(place: GeoPlace): Partial<MapMarker> {
  const kind = place.class;
  const type = place.type;
  return {
    ...(kind === 'shop' ? { shop: type } : {}),
    ...(kind === 'amenity' ? { amenity: type } : {}),
    ...(kind === 'office' ? { office: type } : {}),
    ...(type === 'residential' || type === 'house' || type === 'apartments'
      ? { residential: type }
      : {}),
    ...(kind === 'building' ? { buildingType: type } : {}),
    ...(place.addresstype ? { locationType: place.addresstype } : {}),
  };
}

function select(state: MapState, marker: MapMarker): MapState {
  return {
    ...state,
    selectedMarkerId: marker.id,
    selectedLocation: marker.position,
    selectedAddress: marker.address,
  };
}

export function mapReducer(state: MapState, action: MapAction): MapState {
  switch (action.type) {
    case 'add-temporary': {
      const marker: MapMarker = {
        id: action.id,
        position: action.position,
        address: null,
        timestamp: Date.now(),
        ...action.details,
      };
      return {
        ...select({ ...state, markers: [...state.markers, marker] }, marker),
        flyTarget: { position: action.position },
      };
    }
    case 'move-marker': {
      const markers = state.markers.map((m) =>
        m.id === action.id && !m.isSavedMarker
          ? { ...m, position: action.position, address: null }
          : m,
      );
      const moved = markers.find((m) => m.id === action.id);
      if (!moved || moved.isSavedMarker) return state;
      return { ...select({ ...state, markers }, moved), flyTarget: { position: action.position } };
    }
    case 'set-address': {
      const markers = state.markers.map((m) =>
        m.id === action.id ? { ...m, ...action.details, address: action.address } : m,
      );
      const selected = state.selectedMarkerId === action.id;
      return {
        ...state,
        markers,
        selectedAddress: selected ? action.address : state.selectedAddress,
      };
    }
    case 'remove-marker': {
      const markers = state.markers.filter((m) => m.id !== action.id || m.isSavedMarker);
      if (state.selectedMarkerId !== action.id) return { ...state, markers };
      return {
        ...state,
        markers,
        selectedMarkerId: null,
        selectedLocation: null,
        selectedAddress: null,
      };
    }
    case 'sync-saved':
      // Each source's saved markers are replaced wholesale; unsaved (temporary) ones are kept.
      return withSaved(state, { ...state.savedBySource, [action.source]: action.comments });
    case 'add-saved': {
      const { list, viewport } = state.savedBySource;
      const others = list.filter((comment) => comment.id !== action.comment.id);
      return withSaved(state, { list: [action.comment, ...others], viewport });
    }
    case 'search':
      return { ...state, searchQuery: action.query };
    case 'search-results':
      return { ...state, searchResults: action.results, isSearching: action.isSearching };
    case 'highlight':
      return {
        ...state,
        highlightedMarkerId: action.id,
        flyTarget: action.position ? { position: action.position } : state.flyTarget,
      };
    case 'view':
      return { ...state, center: action.center, currentZoom: action.zoom };
    case 'flags':
      return { ...state, ...action.flags };
    case 'reset': {
      const saved = state.markers.filter((m) => m.isSavedMarker);
      return {
        ...initialMapState,
        savedBySource: state.savedBySource,
        markers: saved,
        flyTarget: { position: initialMapState.center, zoom: initialMapState.zoom },
      };
    }
  }
}

interface MapStateContextValue {
  state: MapState;
  dispatch: Dispatch<MapAction>;
}

const MapStateContext = createContext<MapStateContextValue | null>(null);

export function MapStateProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(mapReducer, initialMapState);
  return (
    <MapStateContext.Provider value={{ state, dispatch }}>{children}</MapStateContext.Provider>
  );
}

export function useMapState(): MapStateContextValue {
  const value = useContext(MapStateContext);
  if (!value) throw new Error('useMapState must be used inside <MapStateProvider>.');
  return value;
}

let sequence = 0;
/** A fresh id for a temporary marker. */
export function temporaryMarkerId(): string {
  sequence += 1;
  return `temp-${Date.now().toString(36)}-${sequence}`;
}
