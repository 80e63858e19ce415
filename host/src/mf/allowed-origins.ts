import { isAllowedRemoteEntry, originOf, remoteEntryOrigin, type RemoteName } from 'shared';

/**
 * The origins this page may load remotes from: the origin `/remotes.json` came from and the
 * ones the server published with it. Until a manifest is loaded: this page's origin only.
 */
let published: readonly string[] = [];
let manifestBase: string | undefined;

export function setAllowedRemoteOrigins(origins: readonly string[], base: string): void {
  published = [...origins];
  manifestBase = base;
}

function base(): string {
  return manifestBase ?? window.location.href;
}

export function allowedRemoteOrigins(): string[] {
  return [...new Set([originOf(base()), ...published])].filter((o): o is string => o !== null);
}

/** Why an entry must not be loaded, or null when it may be. */
export function refusalOf(remote: RemoteName, entry: string): string | null {
  if (isAllowedRemoteEntry(entry, published, base())) return null;
  const origin = remoteEntryOrigin(entry, base()) ?? entry;
  return (
    `${remote} was not loaded: ${origin} is not among the allowed remote origins ` +
    `(${allowedRemoteOrigins().join(', ')})`
  );
}
