import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import {
  BOOT_DATA_ELEMENT_ID,
  parseViewSearch,
  placeView,
  type BootData,
  type RemoteName,
} from 'shared/contract';
import { clientConfigOf } from '../modules/client-config/client-config.routes';
import { allowedRemoteOrigins, remotesManifestSourceOf } from '../modules/remotes/remotes.service';
import { hostDistOf } from '../plugins/web-assets';
import { firstTileBody, firstTileHead, firstTiles, type FirstTile } from './first-tile';
import { escapeHtml } from './page-meta';
import { cspSourceOf } from './security-policy';

/**
 * The remote and exposed module the map page draws first: its files are preloaded, so they
 * load alongside the host's instead of after it (the first tile is the page's LCP).
 */
const FIRST_REMOTE: { name: RemoteName; expose: string } = {
  name: 'remote-map',
  expose: './MapView',
};

/** A remote version folder this server serves (web-assets): /remotes/<name>/<version>/. */
const SERVED_REMOTE = /^\/remotes\/(remote-[a-z0-9-]+)\/([0-9A-Za-z.+-]+)\/mf-manifest\.json$/;

interface MfManifest {
  metaData: { remoteEntry: { name: string; path?: string } };
  shared: Array<{ assets: { js: { sync: string[] } } }>;
  exposes: Array<{ path: string; assets: { js: { sync: string[] }; css?: { sync: string[] } } }>;
}

/** Files the page fetches before it draws: scripts, and the style sheets those chunks load. */
interface StartFiles {
  scripts: string[];
  styles: string[];
}

const NO_FILES: StartFiles = { scripts: [], styles: [] };

/** What `/remotes.json` and `GET /api/config` would answer, for the page to start with. */
export async function bootDataOf(request: FastifyRequest): Promise<BootData> {
  const { config, log } = request.server;
  return {
    remotes: await remotesManifestSourceOf(config, log).current(),
    remoteOrigins: allowedRemoteOrigins(config),
    config: clientConfigOf(config),
  };
}

/** JSON as the text of a <script> element: nothing in it can end the element. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The files the first remote loads before it draws (its entry and the synchronous chunks of
 * the exposed module, less the shared singletons the host provides, and their style sheets),
 * when this server serves it; none when it is elsewhere or its manifest cannot be read.
 */
async function firstRemoteFiles(manifestUrl: string, webRoot: string): Promise<StartFiles> {
  const served = SERVED_REMOTE.exec(manifestUrl);
  if (!served) return NO_FILES;
  const [, name, version] = served as unknown as [string, string, string];
  if (version.includes('..')) return NO_FILES;
  try {
    const file = path.join(webRoot, name, 'dist', version, 'mf-manifest.json');
    const manifest = JSON.parse(await readFile(file, 'utf8')) as MfManifest;
    const sharedFiles = new Set(manifest.shared.flatMap((entry) => entry.assets.js.sync));
    const expose = manifest.exposes.find((entry) => entry.path === FIRST_REMOTE.expose);
    const chunks = (expose?.assets.js.sync ?? []).filter((chunk) => !sharedFiles.has(chunk));
    const folder = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
    return {
      scripts: [manifest.metaData.remoteEntry.name, ...chunks].map((chunk) => `${folder}${chunk}`),
      styles: (expose?.assets.css?.sync ?? []).map((sheet) => `${folder}${sheet}`),
    };
  } catch {
    return NO_FILES;
  }
}

/**
 * The host's files its entry loads next (its "bootstrap" chunk group and the shared
 * singletons it provides, and the group's style sheets, from the build's chunk-groups.json):
 * preloaded, they come with main.js instead of one round trip after it. None when the file
 * cannot be read.
 */
async function hostStartFiles(hostDist: string): Promise<StartFiles> {
  try {
    const { named, provided, styles } = JSON.parse(
      await readFile(path.join(hostDist, 'chunk-groups.json'), 'utf8'),
    ) as {
      named: Record<string, string[]>;
      provided: Record<string, string[]>;
      styles?: Record<string, string[]>;
    };
    const files = [...(named.bootstrap ?? []), ...Object.values(provided).flat()];
    return {
      scripts: [...new Set(files)].map((file) => `/${file}`),
      styles: (styles?.bootstrap ?? []).map((file) => `/${file}`),
    };
  } catch {
    return NO_FILES;
  }
}

/** The tile server's origin, when the tile URL names one host (no `{s}` subdomains). */
function tileOrigin(tileUrl: string): string | null {
  const source = cspSourceOf(tileUrl);
  return source && /^https?:\/\/[^*]+$/.test(source) ? source : null;
}

/** What the server writes into the page it serves: tags for its head, and for its body. */
export interface BootParts {
  head: string;
  body: string;
}

/** What the page being served shows, when the server knows it. */
export interface PageOpening {
  /** A shared place's page: where the place is. */
  place?: { lat: number; lon: number };
}

/**
 * What the server adds to the page it serves. In the head: the BootData, `preconnect` to the
 * tile server, and `preload` of the host's next scripts and of the map remote's manifest,
 * entry and first chunks. The federation runtime loads remote scripts with
 * crossorigin="anonymous" and fetches manifests in CORS mode: their preloads say the same, or
 * the browser would fetch them twice. On the map page (`/`) and a shared place's page, the
 * map's first tile, drawn before any script runs (first-tile.ts). A place's page whose URL
 * names no view opens at the place (BootData's `view`), not at the default view to fly there.
 */
export async function bootPartsOf(
  request: FastifyRequest,
  { place }: PageOpening = {},
): Promise<BootParts> {
  const url = new URL(request.url, 'http://page');
  const urlView = parseViewSearch(url.search).view;
  const opening = place && !urlView ? placeView(place) : undefined;
  const data: BootData = { ...(await bootDataOf(request)), ...(opening && { view: opening }) };
  const tiles: FirstTile[] =
    url.pathname === '/' || place
      ? firstTiles(data.config.tileUrl, urlView ?? opening ?? null)
      : [];
  const tags = [
    `<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">${scriptSafeJson(data)}</script>`,
  ];
  const tileServer = tileOrigin(data.config.tileUrl);
  if (tileServer) tags.push(`<link rel="preconnect" href="${escapeHtml(tileServer)}">`);
  const link = (href: string, as: string, crossOrigin = true) =>
    `<link rel="preload" href="${escapeHtml(href)}" as="${as}"${crossOrigin ? ' crossorigin="anonymous"' : ''}>`;
  const { webRoot } = request.server.config;
  // The host's own chunks load as plain same-origin scripts (webpack's chunk loading), and
  // every style sheet as a plain <link> (the style loader sets no crossorigin).
  const host = await hostStartFiles(hostDistOf(webRoot));
  tags.push(...host.styles.map((file) => link(file, 'style', false)));
  tags.push(...host.scripts.map((file) => link(file, 'script', false)));
  const manifestUrl = data.remotes[FIRST_REMOTE.name];
  if (manifestUrl) {
    tags.push(link(manifestUrl, 'fetch'));
    const remote = await firstRemoteFiles(manifestUrl, webRoot);
    tags.push(...remote.styles.map((sheet) => link(sheet, 'style', false)));
    tags.push(...remote.scripts.map((script) => link(script, 'script')));
  }
  tags.push(firstTileHead(tiles));
  return { head: tags.join(''), body: firstTileBody(tiles) };
}

/**
 * The page with the boot tags at the end of its head and at the start of its body. A page
 * without a head stays as it is: the body's tags need the head's (the first tile's layout).
 */
export function withBoot(html: string, { head, body }: BootParts): string {
  const headEnd = html.search(/<\/head>/i);
  if (headEnd < 0) return html;
  const withHead = `${html.slice(0, headEnd)}${head}${html.slice(headEnd)}`;
  const bodyTag = /<body\b[^>]*>/i.exec(withHead);
  if (!bodyTag) return withHead;
  const at = bodyTag.index + bodyTag[0].length;
  return `${withHead.slice(0, at)}${body}${withHead.slice(at)}`;
}
