import type { RemotesManifest } from '../remotes';
import type { ClientConfig } from './system';
import type { MapView } from './view-url';

/**
 * What the server writes into the page it serves so the host starts without round
 * trips: the remotes manifest as `/remotes.json` answers it, with the origins ops allow
 * (that answer's header), and the client config as `GET /api/config` answers it. An inert
 * `<script type="application/json">`, so the page's CSP needs nothing for it. A page served
 * without it (a CDN, a static host) fetches both as before.
 */
export interface BootData {
  remotes: Partial<RemotesManifest>;
  remoteOrigins: string[];
  config: ClientConfig;
  /**
   * The map's first view, when the page's URL names none and the server knows a better one
   * than the default: a shared place's page opens at the place (placeView), so the map starts
   * there instead of flying there, and the page draws that view's first tile. The host writes
   * it into the URL before the app starts.
   */
  view?: MapView;
}

/** The id of the element that holds the page's BootData as JSON. */
export const BOOT_DATA_ELEMENT_ID = 'rentmap-boot';

/**
 * The id of the element that shows the map page's first tile before any script has run (the
 * server draws it where the map will draw the same tile); the host removes it once the map
 * has shown its first view.
 */
export const FIRST_TILE_ELEMENT_ID = 'rentmap-first-tile';
