import { DEFAULT_TILES, useClientConfig as usePageConfig, type ClientConfig } from 'shared';

/**
 * The tile service comes from the API's run-time config (the page's one GET /api/config), so
 * changing it needs no rebuild; OpenStreetMap's tiles when it cannot be read. null until known.
 */
export function useClientConfig(): ClientConfig | null {
  const { config, status } = usePageConfig();
  if (status === 'error') return DEFAULT_TILES;
  return status === 'ready' ? config : null;
}
