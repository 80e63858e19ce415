import { useEffect, useState } from 'react';
import { apiClient, type ApiSuccess, type ClientConfig } from 'shared';

export const DEFAULT_TILES: ClientConfig = {
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  tileAttribution:
    '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
};

/** The tile service comes from the API's run-time config, so changing it needs no rebuild. */
export function useClientConfig(): ClientConfig | null {
  const [config, setConfig] = useState<ClientConfig | null>(null);
  useEffect(() => {
    let active = true;
    apiClient
      .get<ApiSuccess<ClientConfig>>('/config', { skipAuth: true })
      .then((response) => active && setConfig(response.data.data))
      .catch(() => active && setConfig(DEFAULT_TILES));
    return () => {
      active = false;
    };
  }, []);
  return config;
}
