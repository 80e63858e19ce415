import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { BOOT_DATA_ELEMENT_ID, type BootData, type RemoteName } from 'shared/contract';
import { clientConfigOf } from '../modules/client-config/client-config.routes';
import { allowedRemoteOrigins, remotesManifestSourceOf } from '../modules/remotes/remotes.service';
import { hostDistOf } from '../plugins/web-assets';
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
  exposes: Array<{ path: string; assets: { js: { sync: string[] } } }>;
}

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
 * The scripts the first remote runs before it draws (its entry and the synchronous chunks of
 * the exposed module, less the shared singletons the host provides), when this server
 * serves it; none when it is elsewhere or its manifest cannot be read.
 */
async function firstRemoteScripts(manifestUrl: string, webRoot: string): Promise<string[]> {
  const served = SERVED_REMOTE.exec(manifestUrl);
  if (!served) return [];
  const [, name, version] = served as unknown as [string, string, string];
  if (version.includes('..')) return [];
  try {
    const file = path.join(webRoot, name, 'dist', version, 'mf-manifest.json');
    const manifest = JSON.parse(await readFile(file, 'utf8')) as MfManifest;
    const sharedFiles = new Set(manifest.shared.flatMap((entry) => entry.assets.js.sync));
    const expose = manifest.exposes.find((entry) => entry.path === FIRST_REMOTE.expose);
    const chunks = (expose?.assets.js.sync ?? []).filter((chunk) => !sharedFiles.has(chunk));
    const folder = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
    return [manifest.metaData.remoteEntry.name, ...chunks].map((chunk) => `${folder}${chunk}`);
  } catch {
    return [];
  }
}

/**
 * The host's scripts its entry loads next (its "bootstrap" chunk group and the shared
 * singletons it provides, from the build's chunk-groups.json): preloaded, they come with
 * main.js instead of one round trip after it. None when the file cannot be read.
 */
async function hostStartScripts(hostDist: string): Promise<string[]> {
  try {
    const { named, provided } = JSON.parse(
      await readFile(path.join(hostDist, 'chunk-groups.json'), 'utf8'),
    ) as { named: Record<string, string[]>; provided: Record<string, string[]> };
    const files = [...(named.bootstrap ?? []), ...Object.values(provided).flat()];
    return [...new Set(files)].map((file) => `/${file}`);
  } catch {
    return [];
  }
}

/** The tile server's origin, when the tile URL names one host (no `{s}` subdomains). */
function tileOrigin(tileUrl: string): string | null {
  const source = cspSourceOf(tileUrl);
  return source && /^https?:\/\/[^*]+$/.test(source) ? source : null;
}

/**
 * What the server adds to the head of the page it serves: the BootData, `preconnect` to the
 * tile server, and `preload` of the host's next scripts and of the map remote's manifest,
 * entry and first chunks. The federation runtime loads remote scripts with
 * crossorigin="anonymous" and fetches manifests in CORS mode: their preloads say the same, or
 * the browser would fetch them twice.
 */
export async function bootHeadOf(request: FastifyRequest): Promise<string> {
  const data = await bootDataOf(request);
  const tags = [
    `<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">${scriptSafeJson(data)}</script>`,
  ];
  const tiles = tileOrigin(data.config.tileUrl);
  if (tiles) tags.push(`<link rel="preconnect" href="${escapeHtml(tiles)}">`);
  const link = (href: string, as: string, crossOrigin = true) =>
    `<link rel="preload" href="${escapeHtml(href)}" as="${as}"${crossOrigin ? ' crossorigin="anonymous"' : ''}>`;
  const { webRoot } = request.server.config;
  // The host's own chunks load as plain same-origin scripts (webpack's chunk loading).
  const hostScripts = await hostStartScripts(hostDistOf(webRoot));
  tags.push(...hostScripts.map((file) => link(file, 'script', false)));
  const manifestUrl = data.remotes[FIRST_REMOTE.name];
  if (manifestUrl) {
    tags.push(link(manifestUrl, 'fetch'));
    const scripts = await firstRemoteScripts(manifestUrl, webRoot);
    tags.push(...scripts.map((script) => link(script, 'script')));
  }
  return tags.join('');
}

/** The page with the boot tags at the end of its head; a page without a head as it is. */
export function withBootHead(html: string, head: string): string {
  const headEnd = html.search(/<\/head>/i);
  return headEnd < 0 ? html : `${html.slice(0, headEnd)}${head}${html.slice(headEnd)}`;
}
