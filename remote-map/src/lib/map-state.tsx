/**
 * Map marker and Map state, and the one reducer that changes them. The exposed
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
import {
  MAP_DEFAULTS,
  TEXTS,
  type GeoPlace,
  type MarkerCluster,
  type MarkerClusters,
  type MarkerPin,
  type SavedMarkerComment,
} from 'shared';

export interface LatLng {
  lat: number;
  lng: number;
}

/** Map marker; saved markers carry the saved comment's fields too. */
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
  /** A saved comment's likes as the viewer sees them, and who wrote it (its payload's). */
  likeCount?: number;
  likedByMe?: boolean;
  author?: string;
  /** The signed-in viewer wrote it: no Report for it. */
  byMe?: boolean;
  /** A notice of a landlord, agent or owner on it waits for a moderator. */
  underReview?: boolean;
  /** What the map's own reverse lookup found here; 'Add a comment' hands it on. */
  place?: GeoPlace;
  /**
   * A saved pin the view query gave (position and locationType only): its popup loads the
   * comment when it opens.
   */
  needsDetails?: boolean;
  /** A temporary marker the user kept ('Keep pin'): a new click no longer replaces it. */
  kept?: boolean;
}

/** A comment saved on this page, and when (on the map's clock, see mapClock). */
export interface AddedComment {
  comment: SavedMarkerComment;
  savedAt: number;
}

/**
 * Map state: only what something reads. Leaflet itself knows the live view; the
 * state holds the starting view (where Reset flies), so a pan changes nothing here.
 */
export interface MapState {
  center: LatLng;
  zoom: number;
  markers: MapMarker[];
  /**
   * The temporary marker that is the selected location, if any (one at a time: a new
   * selection replaces it unless the user kept it).
   */
  selectedMarkerId: string | null;
  selectedLocation: LatLng | null;
  selectedAddress: string | null;
  searchQuery: string;
  /**
   * A saved marker shown large and green for a while ('SELECTED MARKER'), drawn on its own at
   * this position even when the view holds it inside a cluster.
   */
  highlighted: Highlight | null;
  /**
   * Where the map should fly next; a new object each time, so the same place flies again.
   * `openPopup`: the marker whose popup opens once the map is there (a popup opened while the
   * map flies would pan against the flight).
   */
  flyTarget: { position: LatLng; zoom?: number; openPopup?: string } | null;
  /** The marker whose popup is open because the map opened it (a new selection). */
  openPopupId: string | null;
  /** The view's clusters: cells holding more than one saved pin, with their counts. */
  clusters: MarkerCluster[];
  /**
   * The map's two inputs for saved pins: its own view query (GET clusters, replaced each time
   * the view comes to rest; `pins` are the pins alone in their cell, `askedAt` when that
   * answer was asked for) and the comments saved on this page that no answer asked for since
   * counts yet ('marker:saved'). `markers` shows the pins and these, each once.
   */
  saved: { pins: MarkerPin[]; askedAt: number; added: AddedComment[] };
}

/** A saved marker shown as 'SELECTED MARKER'; `comment` when the map has loaded it. */
export interface Highlight {
  markerId: string;
  position: LatLng;
  comment?: SavedMarkerComment;
}

export const initialMapState: MapState = {
  center: { ...MAP_DEFAULTS.center },
  zoom: MAP_DEFAULTS.zoom,
  markers: [],
  selectedMarkerId: null,
  selectedLocation: null,
  selectedAddress: null,
  searchQuery: '',
  highlighted: null,
  flyTarget: null,
  openPopupId: null,
  clusters: [],
  saved: { pins: [], askedAt: 0, added: [] },
};

export type MapAction =
  /**
   * A new selected location: replaces the selected pin unless it was kept, and opens its
   * popup (after flying there, unless `fly` is false).
   */
  | {
      type: 'add-temporary';
      id: string;
      position: LatLng;
      details?: Partial<MapMarker>;
      fly?: boolean;
    }
  | { type: 'move-marker'; id: string; position: LatLng }
  | { type: 'set-address'; id: string; address: string; details?: Partial<MapMarker> }
  | { type: 'remove-marker'; id: string }
  /** 'Keep pin': the selected pin stays as a temporary marker; nothing is selected. */
  | { type: 'keep-marker'; id: string }
  /** The selected pin goes, unless kept (a comment was saved for it, the URL lost it). */
  | { type: 'drop-selection' }
  | { type: 'open-popup'; id: string | null }
  | { type: 'view-answered'; answer: Pick<MarkerClusters, 'clusters' | 'pins'>; askedAt: number }
  | { type: 'add-saved'; comment: SavedMarkerComment; savedAt: number }
  | { type: 'search'; query: string }
  /**
   * 'SELECTED MARKER' (null clears). `fly`: whether the map flies there, and at what zoom
   * (the map's own, at least MAP_DEFAULTS.flyToZoom, when absent).
   */
  | {
      type: 'highlight';
      id: string | null;
      position?: LatLng;
      comment?: SavedMarkerComment;
      fly?: boolean | { zoom: number };
    }
  /** A highlight's 3 seconds are over (a newer one stays). */
  | { type: 'highlight-expired'; highlight: Highlight }
  | { type: 'reset' };

export const SAVED_ID_PREFIX = 'saved-';

let ticks = 0;
/**
 * The map's clock: a number that grows with each call. A comment saved at tick t is counted
 * by every view answer asked for at a later tick (the API counts a comment once saved).
 */
export function mapClock(): number {
  ticks += 1;
  return ticks;
}

/** The saved comment's id of a saved map marker's id. */
export function commentIdOf(markerId: string): string {
  return markerId.startsWith(SAVED_ID_PREFIX) ? markerId.slice(SAVED_ID_PREFIX.length) : markerId;
}

/** Saved comment → saved map marker (id prefixed saved-). */
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
    likeCount: comment.likeCount,
    likedByMe: comment.likedByMe,
    author: comment.author,
    byMe: comment.byMe,
    underReview: comment.underReview,
  };
}

/** A saved pin of the view → a saved map marker whose comment is loaded when needed. */
export function toPinMarker(pin: MarkerPin): MapMarker {
  return {
    id: `${SAVED_ID_PREFIX}${pin.id}`,
    position: { lat: pin.lat, lng: pin.lon },
    address: null,
    locationType: pin.locationType,
    timestamp: 0,
    isSavedMarker: true,
    needsDetails: true,
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
 * The saved markers of both inputs, each comment once (newly saved first, with their full
 * comment). A marker that has not changed keeps its object, so a view answer that repeats
 * what is shown re-draws nothing.
 */
function savedMarkersOf(saved: MapState['saved'], previous: MapMarker[]): MapMarker[] {
  const before = new Map(previous.filter((m) => m.isSavedMarker).map((m) => [m.id, m]));
  const seen = new Set<string>();
  const markers: MapMarker[] = [];
  const add = (marker: MapMarker) => {
    if (seen.has(marker.id)) return;
    seen.add(marker.id);
    const old = before.get(marker.id);
    markers.push(old && sameMarker(old, marker) ? old : marker);
  };
  saved.added.forEach(({ comment }) => add(toSavedMarker(comment)));
  saved.pins.forEach((pin) => add(toPinMarker(pin)));
  return markers;
}

function sameCluster(a: MarkerCluster, b: MarkerCluster): boolean {
  return (
    a.id === b.id &&
    a.count === b.count &&
    a.lat === b.lat &&
    a.lon === b.lon &&
    a.bounds.minLon === b.bounds.minLon &&
    a.bounds.minLat === b.bounds.minLat &&
    a.bounds.maxLon === b.bounds.maxLon &&
    a.bounds.maxLat === b.bounds.maxLat
  );
}

/** The answer's clusters, each unchanged one as the object already shown (no re-draw). */
function clustersOf(incoming: MarkerCluster[], previous: MarkerCluster[]): MarkerCluster[] {
  const before = new Map(previous.map((cluster) => [cluster.id, cluster]));
  const clusters = incoming.map((cluster) => {
    const old = before.get(cluster.id);
    return old && sameCluster(old, cluster) ? old : cluster;
  });
  const unchanged =
    clusters.length === previous.length && clusters.every((c, i) => c === previous[i]);
  return unchanged ? previous : clusters;
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

/** The markers without the selected pin, unless the user kept it. */
function withoutSelectedPin(state: MapState): MapMarker[] {
  const selected = state.markers.find((m) => m.id === state.selectedMarkerId);
  if (!selected || selected.isSavedMarker || selected.kept) return state.markers;
  return state.markers.filter((m) => m !== selected);
}

/** These markers, with nothing selected. */
function unselected(state: MapState, markers: MapMarker[]): MapState {
  return {
    ...state,
    markers,
    selectedMarkerId: null,
    selectedLocation: null,
    selectedAddress: null,
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
      const others = withoutSelectedPin(state).filter((m) => m.id !== action.id);
      const selected = select({ ...state, markers: [...others, marker] }, marker);
      return action.fly === false
        ? { ...selected, openPopupId: marker.id }
        : { ...selected, flyTarget: { position: action.position, openPopup: marker.id } };
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
      return unselected(state, markers);
    }
    case 'keep-marker': {
      if (state.selectedMarkerId !== action.id) return state;
      const markers = state.markers.map((m) => (m.id === action.id ? { ...m, kept: true } : m));
      return { ...state, markers, selectedMarkerId: null };
    }
    case 'drop-selection': {
      const markers = withoutSelectedPin(state);
      if (markers === state.markers && state.selectedMarkerId === null) return state;
      return unselected(state, markers);
    }
    case 'open-popup':
      return { ...state, openPopupId: action.id };
    case 'view-answered': {
      // The view's saved markers are replaced wholesale; unsaved (temporary) ones are kept.
      // A comment saved before this answer was asked for is in it (alone or counted in a
      // cluster): it is no longer drawn on its own.
      const added = state.saved.added.filter((entry) => entry.savedAt > action.askedAt);
      const next = withSaved(state, {
        pins: action.answer.pins,
        askedAt: action.askedAt,
        added: added.length === state.saved.added.length ? state.saved.added : added,
      });
      return { ...next, clusters: clustersOf(action.answer.clusters, state.clusters) };
    }
    case 'add-saved': {
      const { added } = state.saved;
      const others = added.filter((entry) => entry.comment.id !== action.comment.id);
      return withSaved(state, {
        ...state.saved,
        added: [{ comment: action.comment, savedAt: action.savedAt }, ...others],
      });
    }
    case 'search':
      return { ...state, searchQuery: action.query };
    case 'highlight': {
      const highlighted =
        action.id !== null && action.position
          ? {
              markerId: action.id,
              position: action.position,
              ...(action.comment ? { comment: action.comment } : {}),
            }
          : null;
      const fly = highlighted && action.fly;
      return {
        ...state,
        highlighted,
        flyTarget: fly
          ? { position: highlighted.position, ...(fly === true ? {} : { zoom: fly.zoom }) }
          : state.flyTarget,
      };
    }
    case 'highlight-expired':
      return state.highlighted === action.highlight ? { ...state, highlighted: null } : state;
    case 'reset': {
      const saved = state.markers.filter((m) => m.isSavedMarker);
      return {
        ...initialMapState,
        saved: state.saved,
        clusters: state.clusters,
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
