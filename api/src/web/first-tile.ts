/**
 * The map page's first tile, from the page itself: the tile under the centre of
 * the map's first view is the page's Largest Contentful Paint. Without this it is asked for,
 * and drawn, only once every script has run. The page preloads it and draws it where the map
 * will draw it: a <picture> with one source per tile grid (shared tileGridFor), each for the
 * screens that use it, so a browser fetches exactly one, early (the preload scanner finds it
 * at the top of the body). The host removes the drawing once the map has shown its first
 * view (FIRST_TILE_ELEMENT_ID).
 */
import {
  DENSE_SCREEN_MEDIA,
  DESIGN_TOKENS,
  FIRST_TILE_ELEMENT_ID,
  MAP_DEFAULTS,
  tileGridFor,
  type MapView,
  type TileGrid,
} from 'shared/contract';
import { tileUrl } from '../modules/static-map/tile-source';
import { TILE_SIZE, toWorldPixels } from '../modules/static-map/web-mercator';
import { escapeHtml } from './page-meta';

/** Leaflet's TileLayer: no tiles deeper than this, and zoom levels are whole (zoomSnap 1). */
const MAX_ZOOM = 18;
/** The host's layout (map-layout, app-shell): phones show the map alone, without the footer. */
const WIDE_SCREEN_MEDIA = '(min-width: 768px)';
/** On wide screens the map takes two thirds of the width and the footer one line below it. */
const WIDE_MAP_WIDTH = '66.6667%';
const FOOTER_HEIGHT = '40px';

/** Dense screens' grid first: a <picture> takes its first matching source, else its <img>. */
const GRIDS: Array<{ grid: TileGrid; media: string }> = [
  { grid: tileGridFor(2), media: DENSE_SCREEN_MEDIA },
  { grid: tileGridFor(1), media: `not all and ${DENSE_SCREEN_MEDIA}` },
];

export interface FirstTile {
  href: string;
  /** The screens that use this grid. */
  media: string;
  /** The tile's size and its top-left corner from the map's centre, in CSS pixels. */
  size: number;
  left: number;
  top: number;
}

/** The tile under a point, named and placed as Leaflet's TileLayer does for that grid. */
function tileUnder(
  template: string,
  point: { lat: number; lon: number; zoom: number },
  grid: TileGrid,
): Omit<FirstTile, 'media'> {
  const tileZoom = Math.min(point.zoom, grid.maxNativeZoom ?? Infinity) + grid.zoomOffset;
  const world = toWorldPixels(point.lat, point.lon, tileZoom);
  const x = Math.floor(world.x / TILE_SIZE);
  const y = Math.floor(world.y / TILE_SIZE);
  // A tile of TILE_SIZE image pixels is drawn on grid.tileSize CSS pixels (scaled when the
  // map's zoom is deeper than the grid's tiles).
  const scale = (grid.tileSize / TILE_SIZE) * 2 ** (point.zoom + grid.zoomOffset - tileZoom);
  return {
    href: tileUrl(template, tileZoom, x, y),
    size: TILE_SIZE * scale,
    left: (x * TILE_SIZE - world.x) * scale,
    top: (y * TILE_SIZE - world.y) * scale,
  };
}

/**
 * The first tile of the map page at `view` (the view the URL names, else the default view),
 * for each tile grid. None for a tile URL with `{s}` subdomains, whose choice is Leaflet's.
 */
export function firstTiles(template: string, view: MapView | null): FirstTile[] {
  if (template.includes('{s}')) return [];
  const point = {
    lat: view?.lat ?? MAP_DEFAULTS.center.lat,
    lon: view?.lon ?? MAP_DEFAULTS.center.lng,
    zoom: Math.min(Math.round(view?.zoom ?? MAP_DEFAULTS.zoom), MAX_ZOOM),
  };
  return GRIDS.map(({ grid, media }) => ({ media, ...tileUnder(template, point, grid) }));
}

const px = (value: number) => `${Math.round(value * 100) / 100}px`;

/** The head's part: the drawing's layout. */
export function firstTileHead(tiles: FirstTile[]): string {
  if (tiles.length === 0) return '';
  const id = `#${FIRST_TILE_ELEMENT_ID}`;
  const rules = [
    // Over the map's area, under the header's height; never in the way of a click.
    `${id}{position:fixed;left:0;right:0;top:${DESIGN_TOKENS['--rm-header-height']};bottom:0;` +
      'z-index:1;pointer-events:none;overflow:hidden;transition:opacity .3s .25s}',
    `@media ${WIDE_SCREEN_MEDIA}{${id}{right:auto;width:${WIDE_MAP_WIDTH};bottom:${FOOTER_HEIGHT}}}`,
    `${id}[data-done]{opacity:0}`,
    `${id} img{position:absolute}`,
    ...tiles.map(
      (tile) =>
        `@media ${tile.media}{${id} img{width:${px(tile.size)};height:${px(tile.size)};` +
        `left:calc(50% + ${px(tile.left)});top:calc(50% + ${px(tile.top)})}}`,
    ),
  ];
  return `<style>${rules.join('')}</style>`;
}

/**
 * The body's part, before the app's root: a picture whose source is the tile of the screen's
 * grid (the last tile is the <img>'s own, for screens no source matches).
 */
export function firstTileBody(tiles: FirstTile[]): string {
  const fallback = tiles.at(-1);
  if (!fallback) return '';
  const sources = tiles
    .slice(0, -1)
    .map((tile) => `<source media="${escapeHtml(tile.media)}" srcset="${escapeHtml(tile.href)}">`);
  const image = `<img src="${escapeHtml(fallback.href)}" alt="" fetchpriority="high">`;
  return `<div id="${FIRST_TILE_ELEMENT_ID}" aria-hidden="true"><picture>${sources.join('')}${image}</picture></div>`;
}
