/**
 * The remotes of the composition and the ops-owned manifest that says where each one lives
 * (`/remotes.json`: remote name → URL of its versioned `mf-manifest.json`).
 */
export const REMOTES = {
  'remote-map': { container: 'remote_map', exposes: ['./MapView'] },
  'remote-markers': {
    container: 'remote_markers',
    exposes: ['./SavedMarkersPanel', './AddCommentDialog'],
  },
  'remote-auth': {
    container: 'remote_auth',
    exposes: ['./AuthModal', './LoginPage', './VerifyEmailPage'],
  },
  'remote-account': { container: 'remote_account', exposes: ['./ProfilePage', './SettingsPage'] },
} as const;

export type RemoteName = keyof typeof REMOTES;
export type RemoteExpose<N extends RemoteName> = (typeof REMOTES)[N]['exposes'][number];
export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

export type RemotesManifest = Record<RemoteName, string>;

export class RemotesManifestError extends Error {
  override name = 'RemotesManifestError';
}

export function isRemoteName(name: string): name is RemoteName {
  return Object.prototype.hasOwnProperty.call(REMOTES, name);
}

/**
 * Validates a manifest. `base` resolves relative entries (e.g. `/remotes/remote-map/1.0.0/…`);
 * only http(s) URLs are accepted. Throws RemotesManifestError with a readable message.
 */
export function parseRemotesManifest(input: unknown, base?: string): RemotesManifest {
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
  const entries = Object.entries(value as Record<string, unknown>);
  const unknown = entries.filter(([name]) => !isRemoteName(name)).map(([name]) => name);
  if (unknown.length > 0) {
    throw new RemotesManifestError(
      `Unknown remote name(s) in the manifest: ${unknown.join(', ')}.`,
    );
  }
  const manifest: Partial<RemotesManifest> = {};
  for (const name of REMOTE_NAMES) {
    const raw = (value as Record<string, unknown>)[name];
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
  return manifest as RemotesManifest;
}
