import { useTestApp } from './helpers/test-app';

const ALLOWED = 'https://app.rentmap.example';

describe('cross-origin API calls', () => {
  describe('by default (embedded mode, same origin)', () => {
    const t = useTestApp();

    it('sends no CORS headers', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { origin: ALLOWED },
      });

      expect(response.statusCode).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      // Nor may another site embed its answers.
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    });
  });

  describe('with CORS_ORIGINS', () => {
    const t = useTestApp({ env: { CORS_ORIGINS: ALLOWED } });

    it('lets the host on the listed origin show photos and static maps (CORP cross-origin)', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/health' });

      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    });

    it('answers a preflight from a listed origin', async () => {
      const response = await t.app.inject({
        method: 'OPTIONS',
        url: '/api/marker/marker-comments/list',
        headers: {
          origin: ALLOWED,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'authorization',
        },
      });

      expect(response.statusCode).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe(ALLOWED);
      expect(response.headers['access-control-allow-headers']).toMatch(/Authorization/);
    });

    it('does not allow other origins', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { origin: 'https://evil.example' },
      });

      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    });

    it('still answers a wrong method with 405', async () => {
      const response = await t.app.inject({ method: 'PUT', url: '/api/health' });

      expect(response.statusCode).toBe(405);
      expect(response.headers.allow).toBe('GET, HEAD');
    });
  });
});
