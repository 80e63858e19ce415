/**
 * What each part of the page was built against, so that tests and the ops view can prove
 * there is one React and one bus in the page, and show which remote versions are loaded.
 */
import { bus } from './bus/bus';
import { BUS_CONTRACT_VERSION } from './bus/events';

export interface LoadedPart {
  name: string;
  version: string;
  contractVersion: number;
  react: unknown;
  bus: unknown;
  source?: string;
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

export function registerPart(part: Omit<LoadedPart, 'bus' | 'contractVersion'>): void {
  const parts = registry().parts;
  const index = parts.findIndex((p) => p.name === part.name);
  const entry = { ...part, bus, contractVersion: BUS_CONTRACT_VERSION };
  if (index >= 0) parts[index] = entry;
  else parts.push(entry);
}

export function loadedParts(): readonly LoadedPart[] {
  return registry().parts;
}
