import { useClientConfig as usePageConfig, type ClientConfig } from 'shared';

export const DEFAULT_TILES: ClientConfig = {
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  tileAttribution:
    '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
};

/**
 * The tile service comes from the API's run-time config (the page's one GET /api/config), so
 * changing it needs no rebuild; OpenStreetMap's tiles when it cannot be read. null until known.
 */
export function useClientConfig(): ClientConfig | null {
  const { config, status } = usePageConfig();
  if (status === 'error') return DEFAULT_TILES;
  return status === 'ready' ? config : null;
}
