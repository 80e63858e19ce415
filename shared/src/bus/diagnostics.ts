/**
 * What each part of the page was built against, so that tests and the ops view can prove
 * there is one React and one bus in the page, and show which remote versions are loaded.
 */
import { bus } from './bus';

/** What every remote says about itself, next to its exposed modules (`remoteInfo`). */
export interface RemoteInfo {
  name: string;
  version: string;
  /** The bus/props contract version the remote was built against. */
  contractVersion: number;
}

export interface LoadedPart extends RemoteInfo {
  react: unknown;
  bus: unknown;
  /** Where it was loaded from (the manifest entry), for the ops view. */
  source?: string;
  status?: 'mounted' | 'refused';
  /** How many tries loading its entry took (1 when the first one worked). */
  attempts?: number;
}

interface RentMapGlobal {
  parts: LoadedPart[];
}

declare global {
  var __RENTMAP__: RentMapGlobal | undefined;
}

function registry(): RentMapGlobal {
  globalThis.__RENTMAP__ ??= { parts: [] };
  return globalThis.__RENTMAP__;
}

/** Called by each part as it loads, with the React it was given and the bus it sees. */
export function registerPart(part: Omit<LoadedPart, 'bus'>): void {
  const parts = registry().parts;
  const index = parts.findIndex((p) => p.name === part.name);
  const entry = { ...parts[index], ...part, bus };
  if (index >= 0) parts[index] = entry;
  else parts.push(entry);
}

export function loadedParts(): readonly LoadedPart[] {
  return registry().parts;
}

/** The host records where a part came from and whether it was mounted. */
export function describePart(
  name: string,
  details: Pick<LoadedPart, 'source' | 'status' | 'attempts'>,
): void {
  const part = registry().parts.find((p) => p.name === name);
  if (part) Object.assign(part, details);
}
