import { matchRoutes } from 'react-router-dom';
import { CLIENT_ROUTES, isClientRoute } from 'shared';
import { appRoutes } from './routes';

/** Whether the router renders one of the app's pages (not the catch-all "Page not found"). */
function routerRendersAPage(pathname: string): boolean {
  const matches = matchRoutes(appRoutes, pathname) ?? [];
  const leaf = matches[matches.length - 1]?.route;
  return Boolean(leaf) && leaf!.path !== '*';
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
