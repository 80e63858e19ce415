import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTES, type RemoteExpose, type RemoteName, type RemotesManifest } from 'shared';

let currentManifest: RemotesManifest | null = null;

export function registerManifest(manifest: RemotesManifest): void {
  currentManifest = manifest;
  registerRemotes(
    Object.entries(manifest).map(([remote, entry]) => ({
      name: REMOTES[remote as RemoteName].container,
      entry,
    })),
  );
}

export function remoteEntryUrl(remote: RemoteName): string | undefined {
  return currentManifest?.[remote];
}

export class RemoteLoadError extends Error {
  override name = 'ChunkLoadError';
}

/**
 * Loads one exposed component of a remote. On a retry the remote is registered again with
 * `force`, which drops the failed entry from the runtime's caches so it is fetched anew.
 */
export async function loadRemoteComponent<P>(
  remote: RemoteName,
  expose: RemoteExpose<RemoteName>,
  attempt: number,
): Promise<{ default: ComponentType<P> }> {
  const { container } = REMOTES[remote];
  const entry = remoteEntryUrl(remote);
  if (!entry) throw new RemoteLoadError(`No manifest entry for ${remote}`);
  if (attempt > 0) registerRemotes([{ name: container, entry }], { force: true });
  const id = `${container}/${expose.replace(/^\.\//, '')}`;
  let loaded: { default?: ComponentType<P> } | null;
  try {
    loaded = await loadRemote<{ default?: ComponentType<P> }>(id);
  } catch (error) {
    throw new RemoteLoadError(
      `Loading ${remote} (${id}) failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (!loaded?.default) throw new RemoteLoadError(`${id} has no default export`);
  return { default: loaded.default };
}
