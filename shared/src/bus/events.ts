/**
 * The typed event contract between the host and the remotes. Remotes never import each
 * other: everything they say to one another is one of these events. Who is signed in, the
 * current user and the client config are no events: every part reads them from the page's
 * session store (`useSession`, shared/src/session).
 */
import type { SavedMarkerComment } from '../contract/api';
import type { RemoteName } from '../remotes';

import contract from '../contract-version.json';

/**
 * Bumped (in contract-version.json) on any breaking change to the events below or to the
 * exposed props. Every remote is built with the version it speaks; the host refuses to mount
 * one that speaks another.
 */
export const BUS_CONTRACT_VERSION: number = contract.busContractVersion;

export interface LatLon {
  lat: number;
  lon: number;
}

export interface BusEvents {
  /** An anonymous user tried to interact; the host opens the sign-in modal. */
  'auth:required': { reason: string };
  /** The map's selected location moved (click, drag, search result). */
  'map:location-selected': LatLon & { address: string | null };
  /**
   * A saved marker was selected (null clears). From the list ('list', the default): the map
   * flies to it and highlights it. From the map ('map', a pin was clicked): the list
   * highlights and scrolls to its card; on a phone its card is offered as a bottom sheet.
   */
  'marker:select':
    | { id: string; position: LatLon; source?: 'list' | 'map' | 'link' }
    | { id: null; source?: 'list' | 'map' | 'link' };
  /**
   * The map's view came to rest and its clusters answered (with the URL's filters): where it
   * is and how many saved comments it holds, the count the clusters add up to. The list
   * follows it ("N places in this view").
   */
  'map:view': {
    bounds: { minLon: number; minLat: number; maxLon: number; maxLat: number };
    center: LatLon;
    zoom: number;
    total: number;
  };
  /** A comment was saved: the map and list show it without a reload. */
  'marker:saved': { marker: SavedMarkerComment };
  /** Its author edited a comment: wherever it shows, it shows as it is now. */
  'marker:changed': { marker: SavedMarkerComment };
  /** Its author deleted a comment: it goes from the map, the list and My comments. */
  'marker:deleted': { id: string };
  /** Open the Edit Comment dialog (remote-markers) for one of the signed-in user's comments. */
  'marker:edit-requested': { marker: SavedMarkerComment };
  /**
   * Open the Report dialog (remote-markers) for a comment shown by another remote (the map's
   * popup), so the dialog exists once.
   */
  'marker:report-requested': { id: string };
  /**
   * A comment's likes as the signed-in user now sees them: sent at once when they like or
   * unlike (then the API's answer, or the state before on failure), so the popup, the card
   * and Details showing the same comment agree.
   */
  'marker:liked': { id: string; likeCount: number; likedByMe: boolean };
  /**
   * A moderator hid, published or dismissed the reports of a comment: wherever it shows (or
   * showed), it is read again, so a hidden comment goes and a published one comes.
   */
  'comment:moderated': { id: string };
  /**
   * A short message for the whole page, shown by the host in a status region wherever the
   * user goes next (e.g. 'Your account was deleted…' on the map).
   */
  'app:notice': { message: string };
  /** Narrow screens: which of map or list is shown. */
  'layout:view': { view: 'map' | 'list' };
  /** A remote could not be loaded or crashed while rendering (a chunk loading failure). */
  'remote:load-failed': { remote: RemoteName; module: string; reason: string };
  /** A remote was mounted (diagnostics). */
  'remote:loaded': { remote: RemoteName; module: string };
}

export type BusEventName = keyof BusEvents;
