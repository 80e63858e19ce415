import { useSyncExternalStore } from 'react';
import { tokenService, type AuthState } from 'shared';

function subscribe(onChange: () => void): () => void {
  const subscription = tokenService.state$.subscribe(onChange);
  return () => subscription.unsubscribe();
}

function snapshot(): AuthState {
  return tokenService.snapshot;
}

/** The page-wide sign-in state, from the one token service in `shared`. */
export function useAuthState(): AuthState {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
