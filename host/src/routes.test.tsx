import { matchRoutes } from 'react-router-dom';
import { CLIENT_ROUTES, PLACE_PATH_PATTERN, isClientRoute, placeIdOf } from 'shared';
import { appRoutes } from './routes';

const ID = '3f2b8c1e-9a4d-4c6b-8e21-7d5f0a9b1c2d';

/**
 * Whether the router renders one of the app's pages (not the catch-all "Page not found"). A
 * saved comment's page is one for a comment id only: the router draws the plain map for
 * `/places/x`, a path no link names, which the API answers 404.
 */
function routerRendersAPage(pathname: string): boolean {
  const matches = matchRoutes(appRoutes, pathname) ?? [];
  const leaf = matches[matches.length - 1];
  if (leaf?.route.path === PLACE_PATH_PATTERN)
    return placeIdOf(`/places/${encodeURIComponent(leaf.params.id ?? '')}`) !== null;
  return Boolean(leaf) && leaf!.route.path !== '*';
}

describe('the client route list shared with the API', () => {
  it.each(CLIENT_ROUTES)('has a page in the router for %s', (route) => {
    expect(routerRendersAPage(route)).toBe(true);
  });

  // The API answers 200 or 404 with shared's isClientRoute; the browser decides with the
  // router. Both must agree on every kind of path.
  it.each([
    ...CLIENT_ROUTES,
    ...CLIENT_ROUTES.map((route) => `${route}/`),
    ...CLIENT_ROUTES.map((route) => `${route}//`),
    ...CLIENT_ROUTES.map((route) => route.toUpperCase()),
    ...CLIENT_ROUTES.map((route) => `${route}/x`),
    ...CLIENT_ROUTES.map((route) => `/x${route}`),
    ...CLIENT_ROUTES.map((route) => `/${route}`),
    '',
    '//',
    '/nope',
    '/a/b',
    '/auth/x/y',
    '/places/1/x',
    '/places/1',
    '/places/',
    `/places/${ID}`,
    `/places/${ID}/`,
    `/PLACES/${ID.toUpperCase()}`,
    `/places/${ID}/x`,
    `/places/${ID}%2F`,
    '/prof%69le',
    '/profile%2F',
    '/profile%2Fx',
    '/%ff',
    '/verify%2Demail',
    '/status.',
    '/index.html',
  ])('agrees with the router on %j', (pathname) => {
    expect(isClientRoute(pathname)).toBe(routerRendersAPage(pathname));
  });
});
