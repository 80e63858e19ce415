import { parseViewSearch } from 'shared/contract';
import { firstTileBody, firstTileHead, firstTiles } from '../src/web/first-tile';

const TEMPLATE = 'https://t.example/{z}/{x}/{y}{r}.png';

/** The view a URL's query string names (null: none, or a broken one). */
const viewOf = (search: string) => parseViewSearch(search).view;

describe('the map page’s first tile', () => {
  it('is the tile under the view’s centre, named as the map names it, for each grid', () => {
    // Sydney at zoom 13, the default view; dense screens draw zoom 14's tiles at half size.
    const [dense, plain] = firstTiles(TEMPLATE, viewOf(''));
    expect(plain).toMatchObject({
      href: 'https://t.example/13/7536/4915.png',
      media: 'not all and (min-resolution: 1.5dppx)',
      size: 256,
    });
    expect(dense).toMatchObject({
      href: 'https://t.example/14/15073/9831.png',
      media: '(min-resolution: 1.5dppx)',
      size: 128,
    });
    // The centre lies inside the tile: its corner is up to one tile up and left of it.
    for (const tile of [plain!, dense!]) {
      expect(tile.left).toBeLessThanOrEqual(0);
      expect(tile.left).toBeGreaterThan(-tile.size);
      expect(tile.top).toBeLessThanOrEqual(0);
      expect(tile.top).toBeGreaterThan(-tile.size);
    }
  });

  it('places the tile by Web Mercator: the centre of the world is a tile corner', () => {
    const [dense, plain] = firstTiles(TEMPLATE, viewOf('?lat=0&lon=0&z=2.4'));
    expect(plain).toMatchObject({ href: 'https://t.example/2/2/2.png', left: 0, top: 0 });
    expect(dense).toMatchObject({ href: 'https://t.example/3/4/4.png', left: 0, top: 0 });
  });

  it('follows the view the URL names, and never asks for tiles deeper than zoom 18', () => {
    expect(
      firstTiles(TEMPLATE, viewOf('?lat=-37.8136&lon=144.9631&z=15')).map((t) => t.href),
    ).toEqual(['https://t.example/16/59157/40213.png', 'https://t.example/15/29578/20106.png']);
    const [dense, plain] = firstTiles(TEMPLATE, viewOf('?lat=-33.8688&lon=151.2093&z=22'));
    expect(plain?.href).toMatch(/\/18\//);
    // At zoom 18 a dense screen draws zoom 18's tiles on 256 CSS pixels (its grid stops at 17).
    expect(dense?.href).toMatch(/\/18\//);
    expect(dense?.size).toBe(256);
  });

  it('reads a broken view as the default view, and draws nothing for {s} subdomains', () => {
    expect(firstTiles(TEMPLATE, viewOf('?lat=abc&lon=151&z=13'))).toEqual(
      firstTiles(TEMPLATE, viewOf('')),
    );
    const none = firstTiles('https://{s}.t.example/{z}/{x}/{y}.png', viewOf(''));
    expect(none).toEqual([]);
    expect(firstTileHead(none)).toBe('');
    expect(firstTileBody(none)).toBe('');
  });

  it('is one picture: a source for dense screens, the plain tile otherwise, laid out per grid', () => {
    const tiles = firstTiles(TEMPLATE, viewOf(''));
    expect(firstTileBody(tiles)).toBe(
      '<div id="rentmap-first-tile" aria-hidden="true"><picture>' +
        '<source media="(min-resolution: 1.5dppx)" srcset="https://t.example/14/15073/9831.png">' +
        '<img src="https://t.example/13/7536/4915.png" alt="" fetchpriority="high">' +
        '</picture></div>',
    );
    const head = firstTileHead(tiles);
    expect(head).toMatch(/^<style>#rentmap-first-tile\{position:fixed;/);
    expect(head).toContain('pointer-events:none');
    expect(head).toContain('@media (min-resolution: 1.5dppx){#rentmap-first-tile img{width:128px');
    expect(head).toContain(
      '@media not all and (min-resolution: 1.5dppx){#rentmap-first-tile img{width:256px',
    );
  });
});
