import { RemotesManifestError, parseRemotesManifest, type RemotesManifest } from 'shared';

const LAST_GOOD_KEY = 'rentmap.remotesManifest.lastGood';

export interface LoadedManifest {
  manifest: RemotesManifest;
  /** Set when the fetched manifest was unusable and the last good one is used instead. */
  warning?: string;
}

function readLastGood(base: string): RemotesManifest | null {
  try {
    const raw = window.localStorage.getItem(LAST_GOOD_KEY);
    return raw ? parseRemotesManifest(raw, base) : null;
  } catch {
    return null;
  }
}

/**
 * Fetches the ops-owned remotes manifest. A malformed answer never breaks the page when a
 * previous good manifest is known: that one is used and the problem is reported.
 */
export async function loadRemotesManifest(
  url = '/remotes.json',
  fetchImpl: typeof fetch = fetch,
): Promise<LoadedManifest> {
  const base = new URL(url, window.location.href).toString();
  try {
    const response = await fetchImpl(url, { cache: 'no-cache' });
    if (!response.ok)
      throw new RemotesManifestError(`The remotes manifest answered HTTP ${response.status}.`);
    const manifest = parseRemotesManifest(await response.text(), base);
    try {
      window.localStorage.setItem(LAST_GOOD_KEY, JSON.stringify(manifest));
    } catch {
      // Storage may be unavailable (private mode); the manifest still works for this page.
    }
    return { manifest };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const lastGood = readLastGood(base);
    if (lastGood) return { manifest: lastGood, warning: reason };
    throw error instanceof RemotesManifestError ? error : new RemotesManifestError(reason);
  }
}
