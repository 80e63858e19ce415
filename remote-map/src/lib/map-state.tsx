/**
 * SPEC.md §3 Map marker and Map state, and the one reducer that changes them. The exposed
 * map view owns the state; features read and change it through useMapState().
 */
import {
  createContext,
  useContext,
  useMemo,
  useReducer,
  type Dispatch,
  type ReactNode,
} from 'react';
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
  /** What the map's own reverse lookup found here; 'Add a comment' hands it on. */
  place?: GeoPlace;
}

/**
 * SPEC.md §3 Map state: only what something reads. Leaflet itself knows the live view; the
 * state holds the starting view (where Reset flies), so a pan changes nothing here.
 */
export interface MapState {
  center: LatLng;
  zoom: number;
  markers: MapMarker[];
  /** The temporary marker that is the selected location, if any. */
  selectedMarkerId: string | null;
  selectedLocation: LatLng | null;
  selectedAddress: string | null;
  searchQuery: string;
  /** A saved marker shown large and green for a while ('SELECTED MARKER'). */
  highlightedMarkerId: string | null;
  /** Where the map should fly next; a new object each time, so the same place flies again. */
  flyTarget: { position: LatLng; zoom?: number } | null;
  /**
   * The map's two inputs for saved pins: its own view query (GET list with bbox, replaced
   * each time the view comes to rest) and the comments saved on this page since
   * ('marker:saved'). `markers` shows their union.
   */
  saved: { inView: SavedMarkerComment[]; added: SavedMarkerComment[] };
}

export const initialMapState: MapState = {
  center: { ...MAP_DEFAULTS.center },
  zoom: MAP_DEFAULTS.zoom,
  markers: [],
  selectedMarkerId: null,
  selectedLocation: null,
  selectedAddress: null,
  searchQuery: '',
  highlightedMarkerId: null,
  flyTarget: null,
  saved: { inView: [], added: [] },
};

export type MapAction =
  | { type: 'add-temporary'; id: string; position: LatLng; details?: Partial<MapMarker> }
  | { type: 'move-marker'; id: string; position: LatLng }
  | { type: 'set-address'; id: string; address: string; details?: Partial<MapMarker> }
  | { type: 'remove-marker'; id: string }
  | { type: 'saved-in-view'; comments: SavedMarkerComment[] }
  | { type: 'add-saved'; comment: SavedMarkerComment }
  | { type: 'search'; query: string }
  | { type: 'highlight'; id: string | null; position?: LatLng }
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

function sameMarker(a: MapMarker, b: MapMarker): boolean {
  const keys = Object.keys(a) as (keyof MapMarker)[];
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) =>
      key === 'position'
        ? a.position.lat === b.position.lat && a.position.lng === b.position.lng
        : a[key] === b[key],
    )
  );
}

/**
 * The saved markers of both inputs, each comment once (newly saved first). A marker that has
 * not changed keeps its object, so a view answer that repeats what is shown re-draws nothing.
 */
function savedMarkersOf(saved: MapState['saved'], previous: MapMarker[]): MapMarker[] {
  const before = new Map(previous.filter((m) => m.isSavedMarker).map((m) => [m.id, m]));
  const seen = new Set<string>();
  const markers: MapMarker[] = [];
  for (const comment of [...saved.added, ...saved.inView]) {
    if (seen.has(comment.id)) continue;
    seen.add(comment.id);
    const marker = toSavedMarker(comment);
    const old = before.get(marker.id);
    markers.push(old && sameMarker(old, marker) ? old : marker);
  }
  return markers;
}

function withSaved(state: MapState, saved: MapState['saved']): MapState {
  const savedMarkers = savedMarkersOf(saved, state.markers);
  const temporary = state.markers.filter((m) => !m.isSavedMarker);
  const markers = [...savedMarkers, ...temporary];
  const unchanged =
    markers.length === state.markers.length && markers.every((m, i) => m === state.markers[i]);
  return { ...state, saved, markers: unchanged ? state.markers : markers };
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
          ? { ...m, position: action.position, address: null, place: undefined }
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
    case 'saved-in-view':
      // The view's saved markers are replaced wholesale; unsaved (temporary) ones are kept.
      return withSaved(state, { ...state.saved, inView: action.comments });
    case 'add-saved': {
      const { added, inView } = state.saved;
      const others = added.filter((comment) => comment.id !== action.comment.id);
      return withSaved(state, { added: [action.comment, ...others], inView });
    }
    case 'search':
      return { ...state, searchQuery: action.query };
    case 'highlight':
      return {
        ...state,
        highlightedMarkerId: action.id,
        flyTarget: action.position ? { position: action.position } : state.flyTarget,
      };
    case 'reset': {
      const saved = state.markers.filter((m) => m.isSavedMarker);
      return {
        ...initialMapState,
        saved: state.saved,
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
  const value = useMemo(() => ({ state, dispatch }), [state]);
  return <MapStateContext.Provider value={value}>{children}</MapStateContext.Provider>;
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
