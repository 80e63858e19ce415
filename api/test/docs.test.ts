import { useTestApp } from './helpers/test-app';

describe('OpenAPI document', () => {
  const t = useTestApp();

  it('is generated from the route schemas at /api/docs/json', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });

    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info).toMatchObject({ title: 'RentMap API', version: '1.0.0' });
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/config', '/api/marker/marker-comments/list']),
    );
    const list = document.paths['/api/marker/marker-comments/list'].get;
    expect(list.parameters.map((p: { name: string }) => p.name)).toEqual(['page', 'size', 'bbox']);
    expect(Object.keys(list.responses)).toEqual(expect.arrayContaining(['200', '400']));
    // Static files and the remotes manifest are not API.
    expect(Object.keys(document.paths)).not.toContain('/remotes.json');
  });

  it('serves Swagger UI at /api/docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });
});
