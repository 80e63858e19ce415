import { loggedPath } from '../src/logger';
import { useTestApp } from './helpers/test-app';

describe('request paths in the logs', () => {
  it('leave out the query string and the token of a feed path', () => {
    expect(loggedPath('/api/marker/marker-comments/list?q=jo@example.com')).toBe(
      '/api/marker/marker-comments/list',
    );
    expect(loggedPath('/api/feeds/areas/abcDEF_123-xyz')).toBe('/api/feeds/areas/[redacted]');
    expect(loggedPath('/api/feeds/areas/abc?x=1')).toBe('/api/feeds/areas/[redacted]');
    expect(loggedPath('/api/feeds/comments?bbox=1,2,3,4')).toBe('/api/feeds/comments');
  });

  describe('through the app', () => {
    const t = useTestApp({ env: { LOG_LEVEL: 'info' } });

    it('a feed read by its token never writes the token to a log line', async () => {
      const token = 'Zq9TokenThatMustNotBeLogged0123456789abcdef';
      const res = await t.app.inject({ method: 'GET', url: `/api/feeds/areas/${token}` });
      expect(res.statusCode).toBe(404);
      const lines = t.logs.map((line) => JSON.stringify(line));
      expect(lines.some((line) => line.includes('/api/feeds/areas/[redacted]'))).toBe(true);
      expect(lines.filter((line) => line.includes(token))).toEqual([]);
    });
  });
});
