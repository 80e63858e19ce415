import path from 'node:path';
import { Type } from 'typebox';
import { configPart, isHttpUrl, splitList } from '../../config-part';
import { ORIGIN_LIST_PATTERN } from '../../plugins/cors.config';
import { REPO_ROOT } from '../../server.config';

/** The built web app this server serves, and where its remotes may come from. */
export const remotesConfig = configPart({
  title: 'Web app and remotes',
  vars: {
    WEB_ROOT: {
      schema: Type.String({ minLength: 1, default: REPO_ROOT }),
      expected: 'the folder that holds host/dist and <remote>/dist',
      doc: 'holds `host/dist` and `<remote>/dist/<version>`',
      shownDefault: '`<repo>`',
    },
    REMOTES_MANIFEST: {
      schema: Type.Optional(Type.String({ minLength: 1 })),
      expected: 'the path of the remotes manifest JSON file',
      doc: "the ops-owned remotes manifest: remote name → URL of its `mf-manifest.json`; re-read at each request, an invalid edit keeps the last good one (and logs a warning); without the file each remote's `package.json` version is served",
      shownDefault: '`DATA_DIR/remotes.json`',
    },
    REMOTE_ORIGINS: {
      schema: Type.Optional(Type.String({ pattern: ORIGIN_LIST_PATTERN })),
      expected:
        'a comma-separated list of origins remotes may load from, such as https://cdn.example.com',
      doc: "origins besides this server's own that remotes may be loaded from (e.g. a CDN): the API refuses a `remotes.json` entry elsewhere (keeps the last good, logs why), publishes the list in the `RentMap-Remote-Origins` header of `/remotes.json` for the host's own check, and allows them in the page's CSP; unset: this server only",
    },
  },
  check: (env, mustBe) =>
    splitList(env.REMOTE_ORIGINS).some((origin) => !isHttpUrl(origin))
      ? [mustBe('REMOTE_ORIGINS')]
      : [],
  read: (env, { cwd, dataDir }) => ({
    webRoot: path.resolve(cwd, env.WEB_ROOT),
    remotesManifestPath: env.REMOTES_MANIFEST
      ? path.resolve(cwd, env.REMOTES_MANIFEST)
      : path.join(dataDir, 'remotes.json'),
    /**
     * Origins besides this server's own that remotes may be loaded from (REMOTE_ORIGINS):
     * the remotes manifest, the host and the Content-Security-Policy all keep to them.
     */
    remoteOrigins: splitList(env.REMOTE_ORIGINS).map((origin) => new URL(origin).origin),
  }),
});
