import path from 'node:path';
import { Type } from 'typebox';
import { configPart } from '../../config-part';

const MIB = 1024 * 1024;

/** The static map images' disk cache. */
export const staticMapConfig = configPart({
  title: 'Static map',
  vars: {
    STATIC_MAP_CACHE_MAX_BYTES: {
      schema: Type.Integer({ minimum: 0, maximum: 2 ** 40, default: 200 * MIB }),
      expected: `the static map disk cache's size cap in bytes, from 0 to ${2 ** 40}`,
      doc: 'size cap of the static map cache in `DATA_DIR/static-maps`; past it the least recently used maps are deleted (and drawn again when asked for)',
      shownDefault: '`209715200` (200 MiB)',
    },
  },
  read: (env, { dataDir }) => ({
    /** Drawn static maps are cached here. */
    staticMapCacheDir: path.join(dataDir, 'static-maps'),
    /** At most this many bytes of them; past it the least recently used are deleted. */
    staticMapCacheMaxBytes: env.STATIC_MAP_CACHE_MAX_BYTES,
  }),
});
