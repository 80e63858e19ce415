import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  BUS_CONTRACT_VERSION,
  REMOTES,
  REMOTE_NAMES,
  describePart,
  type RemoteExpose,
  type RemoteInfo,
  type RemoteName,
  type RemotesManifest,
} from 'shared';
import { refusalOf } from './allowed-origins';

let currentManifest: Partial<RemotesManifest> | null = null;

/**
 * Waits between attempts at loading a remote entry before its fallback is shown. Kept rather
 * than @module-federation/retry-plugin: its newest release (0.17.1) is built for runtime 0.17
 * (we run 2.9), waits a fixed delay instead of backing off, replaces our `fetch` hook (and so
 * the 120 s manifest time-out), ends with its own message instead of the cause (HTTP 404…),
 * and cannot tell the ops view how many tries a remote took.
 */
export const RETRY_DELAYS_MS = [300, 1_000];

/**
 * Registers the remotes of the manifest, except those outside the allowed origins. A remote
 * the manifest does not list is not registered: its slots show their fallback.
 */
export function registerManifest(manifest: Partial<RemotesManifest>): void {
  currentManifest = manifest;
  registerRemotes(
    REMOTE_NAMES.flatMap((remote) => {
      const entry = manifest[remote];
      if (entry === undefined || refusalOf(remote, entry) !== null) return [];
      return [{ name: REMOTES[remote].container, entry }];
    }),
  );
}

export function remoteEntryUrl(remote: RemoteName): string | undefined {
  return currentManifest?.[remote];
}

/** A remote could not be fetched or evaluated (a chunk loading failure). */
export class RemoteLoadError extends Error {
  override name = 'ChunkLoadError';
}

/** A remote was loaded but speaks another contract version: it is not mounted. */
export class RemoteContractError extends Error {
  override name = 'RemoteContractError';
}

interface ExposedModule<P> {
  default?: ComponentType<P>;
  remoteInfo?: RemoteInfo;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function checkContract(remote: RemoteName, info: RemoteInfo | undefined): void {
  if (info?.contractVersion === BUS_CONTRACT_VERSION) return;
  describePart(remote, { status: 'refused' });
  throw new RemoteContractError(
    `${remote}@${info?.version ?? 'unknown'} speaks contract ${info?.contractVersion ?? 'unknown'}, ` +
      `the host expects contract ${BUS_CONTRACT_VERSION}; it was not mounted`,
  );
}

/**
 * Loads one exposed component of a remote, trying the entry again with back-off before
 * giving up. Every new attempt registers the remote again with `force`, which drops the
 * failed entry from the runtime's caches so that it is fetched anew.
 */
export async function loadRemoteComponent<P>(
  remote: RemoteName,
  expose: RemoteExpose<RemoteName>,
  retryDelaysMs: readonly number[] = RETRY_DELAYS_MS,
): Promise<{ default: ComponentType<P> }> {
  const { container } = REMOTES[remote];
  const entry = remoteEntryUrl(remote);
  if (!entry) throw new RemoteLoadError(`No manifest entry for ${remote}`);
  const refusal = refusalOf(remote, entry);
  // Never fetched, not even once: the fallback shows and the error boundary reports why.
  if (refusal) throw new RemoteLoadError(refusal);
  const id = `${container}/${expose.replace(/^\.\//, '')}`;

  let lastError: unknown;
  for (let attempt = 0; attempt <= retryDelaysMs.length; attempt += 1) {
    if (attempt > 0) {
      await sleep(retryDelaysMs[attempt - 1] ?? 0);
      registerRemotes([{ name: container, entry }], { force: true });
    }
    try {
      const loaded = await loadRemote<ExposedModule<P>>(id);
      if (!loaded?.default) throw new RemoteLoadError(`${id} has no default export`);
      checkContract(remote, loaded.remoteInfo);
      describePart(remote, { source: entry, status: 'mounted', attempts: attempt + 1 });
      return { default: loaded.default };
    } catch (error) {
      if (error instanceof RemoteContractError) throw error;
      lastError = error;
    }
  }
  const reason = lastError instanceof Error ? lastError.message : String(lastError);
  throw new RemoteLoadError(`Loading ${remote} (${id}) from ${entry} failed: ${reason}`);
}
