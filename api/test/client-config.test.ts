import { useTestApp } from './helpers/test-app';

describe('GET /api/config', () => {
  describe('with the defaults', () => {
    const t = useTestApp();

    it('publishes the OpenStreetMap tile service and its attribution', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/config' });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        data: {
          tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
          tileAttribution:
            '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
        },
      });
    });
  });

  describe('with TILE_URL and TILE_ATTRIBUTION set', () => {
    const t = useTestApp({
      env: {
        TILE_URL: 'https://tiles.example.com/osm/{z}/{x}/{y}@2x.png',
        TILE_ATTRIBUTION: 'Tiles &copy; Example',
      },
    });

    it('publishes them without a rebuild of the web app', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/config' });

      expect(response.json().data).toEqual({
        tileUrl: 'https://tiles.example.com/osm/{z}/{x}/{y}@2x.png',
        tileAttribution: 'Tiles &copy; Example',
      });
    });
  });
});
