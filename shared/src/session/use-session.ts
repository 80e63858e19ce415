/** The React side of the page's session store: one hook for the host and every remote. */
import { useEffect, useSyncExternalStore } from 'react';
import type { ClientConfig } from '../contract/api';
import { session } from './page-session';
import type { ConfigStatus, SessionState } from './session-store';

export interface UseSessionOptions {
  /**
   * The screen shows the user (the profile, the saved list): when it opens, the user is
   * fetched again unless a request for them is on its way or has just answered.
   */
  fresh?: boolean;
}

/** Who is signed in, the current user and the client config, re-rendering on change. */
export function useSession({ fresh = false }: UseSessionOptions = {}): SessionState {
  const state = useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
  const { isAuthenticated } = state;
  useEffect(() => {
    if (fresh && isAuthenticated) void session.revalidateUser();
  }, [fresh, isAuthenticated]);
  return state;
}

/**
 * The client config from the one GET /api/config of the page. `status` is 'error' when it
 * could not be read: each caller has its own fallback.
 */
export function useClientConfig(): { config: ClientConfig | null; status: ConfigStatus } {
  const { config, configStatus } = useSession();
  useEffect(() => {
    void session.loadConfig();
  }, []);
  return { config, status: configStatus };
}

/**
 * Where saved comments' photos come from: the CDN base the config
 * names, null for our API (also when the config cannot be read), undefined while it is being
 * read: draw no photo yet, so that none is asked from the wrong place.
 */
export function usePhotoBaseUrl(): string | null | undefined {
  const { config, status } = useClientConfig();
  if (status === 'error') return null;
  return status === 'ready' ? config?.photoBaseUrl || null : undefined;
}
