import { DEFAULT_TILES } from 'shared/contract';
import { Type } from 'typebox';
import { configPart } from '../../config-part';

/** The map's tiles: given to browsers by GET /api/config, and drawn into static maps. */
export const tilesConfig = configPart({
  title: 'Map tiles',
  vars: {
    TILE_URL: {
      schema: Type.String({
        // An http(s) XYZ template with all three placeholders and nothing that could break out
        // of an attribute or URL in the browser.
        pattern: '^(?=.*\\{z\\})(?=.*\\{x\\})(?=.*\\{y\\})https?://[^\\s"\'<>`\\\\]+$',
        default: DEFAULT_TILES.tileUrl,
      }),
      expected: 'an http(s) tile URL template containing {z}, {x} and {y}',
      doc: 'map tiles, published to the browser by `GET /api/config` and drawn into static maps',
    },
    TILE_ATTRIBUTION: {
      schema: Type.String({
        minLength: 1,
        maxLength: 500,
        default: DEFAULT_TILES.tileAttribution,
      }),
      expected: 'the tile attribution, at most 500 characters, without scripts',
      doc: "the tiles' attribution, shown on the map (HTML links allowed, no scripts)",
      shownDefault: "OpenStreetMap's",
    },
  },
  check: (env, mustBe) =>
    // Leaflet renders the attribution as HTML: allow links, never scripts or event handlers.
    /<\s*(script|iframe|object|embed|style)|javascript:|\son[a-z]+\s*=/i.test(env.TILE_ATTRIBUTION)
      ? [mustBe('TILE_ATTRIBUTION')]
      : [],
  read: (env) => ({ tileUrl: env.TILE_URL, tileAttribution: env.TILE_ATTRIBUTION }),
});
