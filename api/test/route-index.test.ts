import { RouteIndex } from '../src/http/route-index';
import { cacheControlFor, IMMUTABLE, NO_CACHE } from '../src/web/cache-control';

describe('RouteIndex', () => {
  const routes = new RouteIndex();
  routes.add(['GET', 'HEAD'], '/api/health');
  routes.add('POST', '/api/marker');
  routes.add('DELETE', '/api/marker/:id');
  routes.add(['GET', 'HEAD'], '/remotes/remote-map/*');
  routes.add(['GET', 'HEAD'], '/*');
  routes.add('OPTIONS', '*');

  it.each([
    ['/api/health', ['GET', 'HEAD']],
    ['/api/marker', ['POST']],
    ['/api/marker/0b7c', ['DELETE']],
    ['/remotes/remote-map/1.0.0/remoteEntry.js', ['GET', 'HEAD']],
    ['/api/unknown', []],
    ['/api/marker/0b7c/extra', []],
  ])('knows which methods %s allows', (path, methods) => {
    expect(routes.allowedMethods(path)).toEqual(methods);
  });
});

describe('cacheControlFor', () => {
  it.each([
    ['/dist/1.0.0/mf-manifest.json', NO_CACHE],
    ['/dist/1.0.0/remoteEntry.js', NO_CACHE],
    ['/dist/index.html', NO_CACHE],
    ['/dist/main.1a2b3c4d.js', IMMUTABLE],
    ['/dist/207.0e81f093.js.map', IMMUTABLE],
    ['/dist/assets/logo.0a1b2c3d.svg', IMMUTABLE],
    ['/dist/favicon.svg', 'public, max-age=300'],
  ])('%s → %s', (file, expected) => {
    expect(cacheControlFor(file)).toBe(expected);
  });
});
