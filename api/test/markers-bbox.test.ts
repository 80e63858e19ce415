import { insertMarkerComment } from './factories/marker-comment.factory';
import { useTestApp } from './helpers/test-app';

const LIST_URL = '/api/marker/marker-comments/list';

describe('GET /api/marker/marker-comments/list?bbox=', () => {
  const t = useTestApp();

  const list = (query: string) => t.app.inject({ method: 'GET', url: `${LIST_URL}?${query}` });

  beforeAll(async () => {
    await insertMarkerComment(t.db, { comment: 'bondi', lat: -33.89, lon: 151.27 });
    await insertMarkerComment(t.db, { comment: 'manly', lat: -33.8, lon: 151.28 });
    await insertMarkerComment(t.db, { comment: 'melbourne', lat: -37.81, lon: 144.96 });
    await insertMarkerComment(t.db, { comment: 'fiji east', lat: -17.7, lon: -179.5 });
    await insertMarkerComment(t.db, { comment: 'fiji west', lat: -17.7, lon: 179.5 });
  });

  const comments = async (query: string) => {
    const res = await list(query);
    expect(res.statusCode).toBe(200);
    return res.json().data as { content: Array<{ comment: string }>; totalElements: number };
  };

  it('returns only the markers inside the viewport, newest first, with their count', async () => {
    const page = await comments('bbox=151.0,-34.0,151.5,-33.7');
    expect(page.content.map((c) => c.comment)).toEqual(['manly', 'bondi']);
    expect(page.totalElements).toBe(2);
  });

  it('includes markers on the edges', async () => {
    const page = await comments('bbox=151.27,-33.89,151.28,-33.8');
    expect(page.content.map((c) => c.comment).sort()).toEqual(['bondi', 'manly']);
  });

  it('pages inside the viewport', async () => {
    const page = await comments('bbox=140,-40,155,-30&size=1&page=1');
    expect(page.content.map((c) => c.comment)).toEqual(['manly']);
    expect(page).toMatchObject({ totalElements: 3 });
  });

  it('crosses the antimeridian when minLon is greater than maxLon', async () => {
    const page = await comments('bbox=179,-18,-179,-17');
    expect(page.content.map((c) => c.comment).sort()).toEqual(['fiji east', 'fiji west']);
  });

  it('returns everything without a bbox', async () => {
    expect((await comments('size=100')).totalElements).toBe(5);
  });

  it.each([
    '151,-34,151.5',
    'a,b,c,d',
    '151,-34,151.5,-33.7,1',
    '200,-34,210,-33',
    '151,-30,152,-40',
    '151,-95,152,-33',
  ])('refuses bbox=%s with 400 VALIDATION_ERROR', async (bbox) => {
    const res = await list(`bbox=${bbox}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect(res.json().message).toMatch(/^Query parameter 'bbox'/);
  });
});
