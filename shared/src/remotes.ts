/**
 * The remotes of the composition and the ops-owned manifest that says where each one lives
 * (`/remotes.json`: remote name → URL of its versioned `mf-manifest.json`).
 */

/** A page that is one remote module alone: the host routes it and titles its tab by itself. */
export interface RemotePage {
  path: string;
  module: string;
  /** The tab's title, before " · RentMap". */
  title: string;
}

/**
 * What the host, the API, the e2e suite and the README know of a remote: written here only.
 * What it owns, for the README's table, is its package.json `description`: the page never
 * needs it.
 */
export interface RemoteDeclaration {
  /** Its Module Federation container name. */
  container: string;
  exposes: readonly string[];
  /** Where its standalone deployment listens (`serve`, and the e2e suite's second origin). */
  port: number;
  /** Pages that are only this remote's module. Pages with guards are in host/src/routes.tsx. */
  pages?: readonly RemotePage[];
}

/** The one list of remotes: `pnpm new-remote` adds to it, everything else reads it. */
export const REMOTES = {
  'remote-map': {
    container: 'remote_map',
    exposes: ['./MapView'],
    port: 3301,
  },
  'remote-markers': {
    container: 'remote_markers',
    exposes: [
      './SavedMarkersPanel',
      './AddCommentDialog',
      './PlaceSheet',
      './EditCommentDialog',
      './BuildingPage',
    ],
    port: 3302,
  },
  'remote-auth': {
    container: 'remote_auth',
    exposes: ['./AuthModal', './LoginPage', './VerifyEmailPage'],
    port: 3303,
  },
  'remote-account': {
    container: 'remote_account',
    exposes: [
      './ProfilePage',
      './SettingsPage',
      './MyCommentsPage',
      './ModerationPage',
      './WatchedAreasPage',
    ],
    port: 3304,
  },
} as const satisfies Record<string, RemoteDeclaration>;

export type RemoteName = keyof typeof REMOTES;
export type RemoteExpose<N extends RemoteName> = (typeof REMOTES)[N]['exposes'][number];
export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

/** Every remote's pages that the host routes by themselves (RemoteDeclaration.pages). */
export const REMOTE_PAGES: readonly (RemotePage & {
  remote: RemoteName;
  module: RemoteExpose<RemoteName>;
})[] = REMOTE_NAMES.flatMap((remote) =>
  ((REMOTES[remote] as RemoteDeclaration).pages ?? []).map((page) => ({
    ...page,
    remote,
    module: page.module as RemoteExpose<RemoteName>,
  })),
);

export type RemotesManifest = Record<RemoteName, string>;

export class RemotesManifestError extends Error {
  override name = 'RemotesManifestError';
}

export function isRemoteName(name: string): name is RemoteName {
  return Object.prototype.hasOwnProperty.call(REMOTES, name);
}

/** What a manifest says, as far as this build can use it. */
export interface ReadRemotesManifest {
  /** The entries of the remotes this build knows; a remote without one shows its fallback. */
  manifest: Partial<RemotesManifest>;
  /** Names this build does not know (remotes newer than it): ignored. */
  unknown: string[];
  /** Remotes this build knows that the manifest does not name. */
  missing: RemoteName[];
}

/**
 * Reads a manifest the way a host does, so that the host and the manifest deploy
 * independently: a name this build does not know is set aside (a newer remote), a known
 * remote the manifest leaves out is reported missing. What is there must be sound: the
 * manifest is a JSON object and every known remote it names has an http(s) URL. `base`
 * resolves relative entries (e.g. `/remotes/remote-map/1.0.0/…`). Throws
 * RemotesManifestError with a readable message.
 */
export function readRemotesManifest(input: unknown, base?: string): ReadRemotesManifest {
  let value = input;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      throw new RemotesManifestError('The remotes manifest is not valid JSON.');
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new RemotesManifestError(
      'The remotes manifest must be a JSON object of remote name → URL.',
    );
  }
  const entries = new Map(Object.entries(value));
  const unknown = [...entries.keys()].filter((name) => !isRemoteName(name));
  const missing = REMOTE_NAMES.filter((name) => !entries.has(name));
  const manifest: Partial<RemotesManifest> = {};
  for (const name of REMOTE_NAMES) {
    if (!entries.has(name)) continue;
    const raw = entries.get(name);
    if (typeof raw !== 'string' || raw.trim() === '') {
      throw new RemotesManifestError(`The remotes manifest has no URL for ${name}.`);
    }
    let url: URL;
    try {
      // Without a base (server side), paths such as /remotes/… are accepted as they are.
      url = new URL(raw, base ?? 'http://relative.invalid/');
    } catch {
      throw new RemotesManifestError(`The URL for ${name} is not a valid URL: ${raw}`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new RemotesManifestError(`The URL for ${name} must be http or https: ${raw}`);
    }
    manifest[name] = base ? url.toString() : raw;
  }
  return { manifest, unknown, missing };
}

/**
 * The response header of `/remotes.json` that names the origins ops allow remotes to be
 * loaded from, besides the origin the manifest itself came from: space-separated origins,
 * e.g. `https://cdn.example.com http://127.0.0.1:3301`. A header, not a manifest field, so
 * hosts built before it existed still parse the manifest.
 */
export const REMOTE_ORIGINS_HEADER = 'rentmap-remote-origins';

/** The origin of an http(s) URL or origin, in the form browsers compare; null otherwise. */
export function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    return parsed.origin;
  } catch {
    return null;
  }
}

/** The origins a REMOTE_ORIGINS header value names; anything else in it is ignored. */
export function parseRemoteOrigins(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(/[\s,]+/)
    .map((token) => originOf(token))
    .filter((origin): origin is string => origin !== null);
}

/** Stands for "this server" when a manifest is checked without a base (server side). */
const SELF_BASE = 'http://relative.invalid/';

/** The origin an entry loads from, resolved against the manifest's base; null if not http(s). */
export function remoteEntryOrigin(entry: string, base: string = SELF_BASE): string | null {
  try {
    return originOf(new URL(entry, base).toString());
  } catch {
    return null;
  }
}

/**
 * Whether an entry loads from an allowed origin. Relative entries are on the manifest's own
 * origin (`base`), which is always allowed; without a base (server side) they are this
 * server's own paths.
 */
export function isAllowedRemoteEntry(
  entry: string,
  allowedOrigins: readonly string[],
  base: string = SELF_BASE,
): boolean {
  const origin = remoteEntryOrigin(entry, base);
  return (
    origin !== null &&
    (origin === originOf(base) || allowedOrigins.some((o) => originOf(o) === origin))
  );
}

/** The entries of a manifest that point outside the allowed origins. */
export function refusedRemoteEntries(
  manifest: Partial<RemotesManifest>,
  allowedOrigins: readonly string[],
  base: string = SELF_BASE,
): Partial<RemotesManifest> {
  const refused: Partial<RemotesManifest> = {};
  for (const name of REMOTE_NAMES) {
    const entry = manifest[name];
    if (entry !== undefined && !isAllowedRemoteEntry(entry, allowedOrigins, base)) {
      refused[name] = entry;
    }
  }
  return refused;
}

/** Throws when an entry is outside the allowed origins, naming each remote and its origin. */
export function assertRemoteOriginsAllowed(
  manifest: Partial<RemotesManifest>,
  allowedOrigins: readonly string[],
  base: string = SELF_BASE,
): void {
  const refused = Object.entries(refusedRemoteEntries(manifest, allowedOrigins, base));
  if (refused.length === 0) return;
  const named = refused.map(
    ([name, entry]) => `${name} (${remoteEntryOrigin(entry, base) ?? entry})`,
  );
  throw new RemotesManifestError(`Remote(s) outside the allowed origins: ${named.join(', ')}.`);
}
