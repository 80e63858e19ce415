import { CLIENT_ROUTES, isClientRoute } from './app-routes';
import { buildingPath, placePath } from './view-url';

const ID = '3f2b8c1e-9a4d-4c6b-8e21-7d5f0a9b1c2d';

describe('isClientRoute', () => {
  it.each(CLIENT_ROUTES)('accepts the page %s', (route) => {
    expect(isClientRoute(route)).toBe(true);
  });

  it.each([
    placePath(ID),
    `/places/${ID}/`,
    `/places/${ID.toUpperCase()}`,
    `/PLACES/${ID}`,
    `/places/${encodeURIComponent(ID).replace('3', '%33')}`,
    buildingPath(ID),
    `/buildings/${ID.toUpperCase()}/`,
  ])('accepts a saved comment or building page %s', (pathname) => {
    expect(isClientRoute(pathname)).toBe(true);
  });

  it.each([
    '/places',
    '/places/',
    '/places/1',
    '/places/not-a-comment',
    `/places/${ID}x`,
    `/places/${ID}/photos`,
    `/places/${ID}%2F`,
    `/x/places/${ID}`,
    '/buildings',
    '/buildings/15-king-street',
    `/buildings/${ID}/units`,
    '/nope',
    '/profile/x',
  ])('refuses %s', (pathname) => {
    expect(isClientRoute(pathname)).toBe(false);
  });
});
