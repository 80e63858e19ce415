import { buildingIdOf, placeIdOf } from './view-url';
import { REMOTE_PAGES } from '../remotes';
import { FOOTER_LINKS } from '../texts';

/**
 * The pages of the browser app, in one place: the host's router declares a route
 * for each, and the API answers the host page with 200 for these paths and 404 for any other.
 */
export const APP_PATHS = {
  map: '/',
  auth: '/auth',
  newComment: '/newComment',
  login: '/login',
  verifyEmail: '/verify-email',
  profile: '/profile',
  settings: '/settings',
  myComments: '/my-comments',
  /** The signed-in user's watched areas. */
  watchedAreas: '/watched-areas',
  /** Moderators only: the queue, the audit log, appointing moderators. */
  moderation: '/moderation',
  status: '/status',
} as const;

/** Every client-side route: the pages above, remotes' own pages and the footer's pages. */
export const CLIENT_ROUTES: readonly string[] = [
  ...Object.values(APP_PATHS),
  ...REMOTE_PAGES.map((page) => page.path),
  ...FOOTER_LINKS.map((link) => link.path),
];

const ROUTE_KEYS = new Set(CLIENT_ROUTES.map((route) => route.toLowerCase()));

/** Decodes each segment as the router does; a `%2F` stays inside its segment. */
function decodeSegments(pathname: string): string | undefined {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return undefined;
  }
}

/**
 * Whether the host's router renders one of its pages (not "Page not found") at `pathname`.
 * It matches the way React Router does: percent-decoded, case-insensitive, trailing slashes
 * ignored (`/profile/` is the profile page), nothing nested (`/profile/x` is not a page).
 * A saved comment's page, `/places/{id}`, is one only with a comment id (a UUID): the router
 * shows the plain map for `/places/x`, which no link ever names, and the API answers it 404.
 * A building's page, `/buildings/{id}`, likewise.
 */
export function isClientRoute(pathname: string): boolean {
  const decoded = decodeSegments(pathname);
  if (decoded === undefined) return false;
  const withoutTrailingSlashes = decoded.replace(/(.)\/+$/, '$1') || '/';
  return (
    ROUTE_KEYS.has(withoutTrailingSlashes.toLowerCase()) ||
    placeIdOf(withoutTrailingSlashes) !== null ||
    buildingIdOf(withoutTrailingSlashes) !== null
  );
}
