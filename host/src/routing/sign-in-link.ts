import { useLocation, type Path } from 'react-router-dom';
import { APP_PATHS, placeIdOf } from 'shared';

/** The paths drawn over the map page (MapLayout): the map, a place, and its dialogs. */
function isOverMap(pathname: string): boolean {
  return (
    pathname === APP_PATHS.map ||
    pathname === APP_PATHS.auth ||
    pathname === APP_PATHS.newComment ||
    placeIdOf(pathname) !== null
  );
}

/**
 * Where "Sign in" goes: /auth, with the map page's query (view, selection, filters) when it
 * opens over the map, so the map stays put under the dialog and Back closes the dialog onto
 * the same map. From another page, plain /auth.
 */
export function signInLocation(from: Pick<Path, 'pathname' | 'search'>): Partial<Path> {
  return { pathname: APP_PATHS.auth, search: isOverMap(from.pathname) ? from.search : '' };
}

export function useSignInLocation(): Partial<Path> {
  return signInLocation(useLocation());
}
