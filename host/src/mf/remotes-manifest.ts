import {
  REMOTE_ORIGINS_HEADER,
  RemotesManifestError,
  assertRemoteOriginsAllowed,
  parseRemoteOrigins,
  readBootData,
  readRemotesManifest,
  refusedRemoteEntries,
  type BootData,
  type RemotesManifest,
} from 'shared';
import { setAllowedRemoteOrigins } from './allowed-origins';

const LAST_GOOD_KEY = 'rentmap.remotesManifest.lastGood';

export interface LoadedManifest {
  /** Only the remotes this host knows; one the manifest leaves out shows its fallback. */
  manifest: Partial<RemotesManifest>;
  /** Entries outside the allowed origins: never loaded, their remotes show their fallback. */
  refused: Partial<RemotesManifest>;
  /** Set when the fetched manifest was unusable and the last good one is used instead. */
  warning?: string;
}

/**
 * The stored copy is only as trustworthy as this page's storage (one XSS can rewrite it), so
 * it is used only when every entry is on an allowed origin; a copy that is not is dropped.
 */
function readLastGood(base: string, allowedOrigins: string[]): Partial<RemotesManifest> | null {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(LAST_GOOD_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const { manifest } = readRemotesManifest(raw, base);
    assertRemoteOriginsAllowed(manifest, allowedOrigins, base);
    return manifest;
  } catch (error) {
    console.error('[remotes manifest] the stored manifest was not used:', (error as Error).message);
    try {
      window.localStorage.removeItem(LAST_GOOD_KEY);
    } catch {
      // Nothing else to do: it was not used.
    }
    return null;
  }
}

function remember(manifest: Partial<RemotesManifest>): void {
  try {
    window.localStorage.setItem(LAST_GOOD_KEY, JSON.stringify(manifest));
  } catch {
    // Storage may be unavailable (private mode); the manifest still works for this page.
  }
}

/** The part of a `/remotes.json` answer the loader reads. */
interface ManifestAnswer {
  ok: boolean;
  status: number;
  headers: Pick<Headers, 'get'>;
  text(): Promise<string>;
}

/** The answer `/remotes.json` would give, as the server wrote it into the page. */
function inlineAnswer({ remotes, remoteOrigins }: BootData): ManifestAnswer {
  const origins = remoteOrigins.join(' ');
  return {
    ok: true,
    status: 200,
    headers: { get: (name) => (name.toLowerCase() === REMOTE_ORIGINS_HEADER ? origins : null) },
    text: async () => JSON.stringify(remotes),
  };
}

/**
 * Fetches the ops-owned remotes manifest and the origins the server allows remotes on (a
 * response header, REMOTE_ORIGINS_HEADER). Entries on other origins are refused. Remotes this
 * host does not know are ignored and remotes the manifest does not list show their fallback,
 * each with a console line, so the manifest may run ahead of or behind the host. A failed or
 * malformed answer never breaks the page when a previous good manifest is known and still
 * passes the origin check: that one is used and the problem is reported.
 */
export async function loadRemotesManifest(
  url = '/remotes.json',
  fetchImpl: typeof fetch = fetch,
  boot: BootData | null = readBootData(),
): Promise<LoadedManifest> {
  const base = new URL(url, window.location.href).toString();
  // Without an answer from the server, only the manifest's own origin is trusted.
  let allowedOrigins: string[] = [];
  try {
    // The page's own copy saves a round trip before any remote can start loading.
    const response: ManifestAnswer = boot
      ? inlineAnswer(boot)
      : await fetchImpl(url, { cache: 'no-cache' });
    allowedOrigins = parseRemoteOrigins(response.headers.get(REMOTE_ORIGINS_HEADER));
    if (!response.ok)
      throw new RemotesManifestError(`The remotes manifest answered HTTP ${response.status}.`);
    const { manifest, unknown, missing } = readRemotesManifest(await response.text(), base);
    // The manifest and this host deploy independently: neither is an error.
    if (unknown.length > 0)
      console.info(`[remotes manifest] ignored, unknown to this host: ${unknown.join(', ')}`);
    if (missing.length > 0)
      console.warn(`[remotes manifest] not listed, shown as unavailable: ${missing.join(', ')}`);
    setAllowedRemoteOrigins(allowedOrigins, base);
    const refused = refusedRemoteEntries(manifest, allowedOrigins, base);
    if (Object.keys(refused).length === 0) remember(manifest);
    else console.error('[remotes manifest] entries outside the allowed origins:', refused);
    return { manifest, refused };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    setAllowedRemoteOrigins(allowedOrigins, base);
    const lastGood = readLastGood(base, allowedOrigins);
    if (lastGood) return { manifest: lastGood, refused: {}, warning: reason };
    throw error instanceof RemotesManifestError ? error : new RemotesManifestError(reason);
  }
}
