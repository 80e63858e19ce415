import { ROUTES } from 'shared/contract';
import { useTestApp } from './helpers/test-app';

/** The route table in shared/contract is the API: the same operations, no more, no fewer. */
describe('the contract route table', () => {
  const t = useTestApp();

  const operations = (entries: Iterable<[string, string]>) =>
    [...entries].map(([method, path]) => `${method} ${path}`).sort();

  it('names every /api operation of the OpenAPI document, method and path', () => {
    const served = Object.entries(t.app.swagger().paths ?? {})
      .filter(([path]) => path.startsWith('/api/'))
      .flatMap(([path, methods]) =>
        Object.keys(methods ?? {})
          // Fastify answers HEAD for every GET: the table names the GET.
          .filter((method) => method !== 'head')
          .map((method): [string, string] => [method.toUpperCase(), path]),
      );
    const table = Object.values(ROUTES).map((route): [string, string] => [
      route.method,
      route.path.replace(/:(\w+)/g, '{$1}'),
    ]);
    expect(operations(table)).toEqual(operations(served));
  });

  it.each(Object.entries(ROUTES))('%s is routed', (_name, route) => {
    expect(t.app.hasRoute({ method: route.method, url: route.path })).toBe(true);
  });
});
