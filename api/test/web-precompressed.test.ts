import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { cacheControlFor, IMMUTABLE, NO_CACHE } from '../src/web/cache-control';
import { createFakeWebRoot, type FakeWebRoot } from './fixtures/web-root';
import { startTestApp, type TestApp } from './helpers/test-app';

/** A script big enough to be worth compressing, like a built chunk. */
const SCRIPT = `/* chunk */\n${Array.from({ length: 400 }, (_, i) => `var v${i}=${i};`).join('\n')}`;
const HOST_CHUNK = 'main.1a2b3c4d.js';
const REMOTE_DIR = 'remote-map/dist/1.0.0';

describe('serving the build’s precompressed copies', () => {
  let webRoot: FakeWebRoot;
  let t: TestApp;

  beforeAll(async () => {
    webRoot = await createFakeWebRoot({ remoteVersions: { 'remote-map': ['1.0.0'] } });
    // What shared/federation/precompress.js writes next to each text file.
    const withCopies = async (relative: string, content: string) => {
      const file = path.join(webRoot.dir, relative);
      await writeFile(file, content);
      await writeFile(`${file}.br`, brotliCompressSync(content));
      await writeFile(`${file}.gz`, gzipSync(content));
    };
    await withCopies(`host/dist/${HOST_CHUNK}`, SCRIPT);
    await withCopies(`${REMOTE_DIR}/remoteEntry.js`, SCRIPT);
    // A file the build left without copies: compressed on the fly instead.
    await writeFile(path.join(webRoot.dir, 'host/dist/big.9f8e7d6c.js'), SCRIPT);
    t = await startTestApp({ env: { WEB_ROOT: webRoot.dir } });
  });
  afterAll(async () => {
    await t.close();
    await webRoot.remove();
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it.each([
    ['br, gzip', 'br', 'br', brotliDecompressSync],
    ['gzip', 'gzip', 'gz', gunzipSync],
  ])(
    'answers Accept-Encoding: %s with the %s copy as built, encoded once',
    async (accept, encoding, suffix, decode) => {
      const response = await get(`/${HOST_CHUNK}`, accept);
      const copy = await readFile(path.join(webRoot.dir, `host/dist/${HOST_CHUNK}.${suffix}`));

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      // The copy's bytes, not compressed a second time: one decoding gives the script back.
      expect(response.rawPayload.equals(copy)).toBe(true);
      expect(decode(response.rawPayload).toString('utf8')).toBe(SCRIPT);
    },
  );

  it('sends the file as it is to a client that accepts no encoding', async () => {
    const response = await get(`/${HOST_CHUNK}`);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.body).toBe(SCRIPT);
  });

  it('sends a remote entry’s copy with CORS, revalidated on every load', async () => {
    const response = await get(`/remotes/${REMOTE_DIR.replace('/dist', '')}/remoteEntry.js`, 'br');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe(NO_CACHE);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toBe(SCRIPT);
  });

  it('still compresses a text file that has no copy', async () => {
    const response = await get('/big.9f8e7d6c.js', 'gzip');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString('utf8')).toBe(SCRIPT);
  });
});

describe('cacheControlFor', () => {
  it.each([
    ['main.1a2b3c4d.js', IMMUTABLE],
    ['main.1a2b3c4d.js.br', IMMUTABLE],
    ['408.316f7f14.js.gz', IMMUTABLE],
    ['remoteEntry.js', NO_CACHE],
    ['remoteEntry.js.br', NO_CACHE],
    ['mf-manifest.json.gz', NO_CACHE],
    ['index.html.br', NO_CACHE],
  ])('%s: %s', (name, expected) => {
    expect(cacheControlFor(path.join('/dist', name))).toBe(expected);
  });
});
