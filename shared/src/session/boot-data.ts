import { BOOT_DATA_ELEMENT_ID, type BootData } from '../contract/boot-data';

function isBootData(value: unknown): value is BootData {
  if (typeof value !== 'object' || value === null) return false;
  const { remotes, remoteOrigins, config } = value as Record<string, unknown>;
  return (
    typeof remotes === 'object' &&
    remotes !== null &&
    Array.isArray(remoteOrigins) &&
    remoteOrigins.every((origin) => typeof origin === 'string') &&
    typeof config === 'object' &&
    config !== null
  );
}

/**
 * The BootData the server wrote into this page, or null when there is none (or it is not
 * readable): then the callers fetch what they need.
 */
export function readBootData(doc: Document | undefined = globalThis.document): BootData | null {
  const text = doc?.getElementById(BOOT_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const data: unknown = JSON.parse(text);
    return isBootData(data) ? data : null;
  } catch {
    return null;
  }
}
