/**
 * The page's one data cache: TanStack Query v5, shared as a federation singleton (like React),
 * with the one QueryClient below living in `shared`, itself a singleton. So a comment read by
 * the map is the same cached answer the list and Details read, and a change told on the bus
 * refetches it everywhere at once (cache-follows-bus.ts).
 *
 * Why TanStack Query and not SWR: it has infinite queries (the cursor-paged lists), keyed
 * invalidation by prefix (a comment, every list, the clusters) and an abort signal per
 * request. It fits the first-load budget because the page shares only the names below
 * (shared/federation/shared-surfaces.js), so the unused parts are left out of the bundle.
 */
import { createElement, useContext, type ReactNode } from 'react';
import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { tokenService } from '../auth/session';
import { bus } from '../bus/bus';
import { connectCacheToBus, connectCacheToSession } from './cache-follows-bus';

/**
 * The screens behave as they did before the cache: a failure shows at once with its "Try
 * again" (no silent retries), and a tab regaining focus does not reload what is shown; the bus
 * says when something changed.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    },
  });
}

/**
 * The page-wide cache: the host's provider hands it to every remote. It follows the page's bus
 * and who is signed in from the start, once, since `shared` is loaded once.
 */
export const queryClient = createQueryClient();
connectCacheToBus(bus, queryClient);
connectCacheToSession(tokenService.state$, queryClient);

/**
 * The cache a data hook reads: the nearest provider's (a test's own), else the page's, so a
 * remote shown on its own page (standalone) needs no provider of its own.
 */
export function useDataClient(): QueryClient {
  return useContext(QueryClientContext) ?? queryClient;
}

/** Gives the cache to what it wraps: the page's by default, a fresh one in a test. */
export function DataProvider({
  client = queryClient,
  children,
}: {
  client?: QueryClient;
  children?: ReactNode;
}) {
  return createElement(QueryClientProvider, { client }, children);
}
