#!/usr/bin/env node
// Serves one package's built dist/ folder on its own, from any origin (CORS), the way a
// static host or CDN would: `pnpm --filter remote-map serve` (PORT, default 3301).
// Versioned folders are immutable: hashed files are cached for a year, the entry files
// (mf-manifest.json, remoteEntry.js, index.html) are always revalidated.
const http = require('node:http');
const path = require('node:path');
const sirv = require('sirv');

const HASHED = /\.[0-9a-f]{8}\.js(\.map)?$/;

function createDistServer(dir) {
  const serve = sirv(dir, {
    dev: false,
    etag: true,
    // The build's .br and .gz copies (precompress.js), by the client's Accept-Encoding.
    brotli: true,
    gzip: true,
    setHeaders(res, pathname) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader(
        'Cache-Control',
        HASHED.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  return http.createServer((req, res) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
      });
      return res.end();
    }
    serve(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'text/plain', 'Access-Control-Allow-Origin': '*' });
      res.end('Not found');
    });
  });
}

if (require.main === module) {
  const dir = path.resolve(process.cwd(), process.env.DIST_DIR || 'dist');
  const port = Number(process.env.PORT || 3301);
  const host = process.env.HOST || '127.0.0.1';
  createDistServer(dir).listen(port, host, () => {
    const pkg = require(path.join(process.cwd(), 'package.json'));
    console.log(
      `${pkg.name} dist served at http://${host}:${port}/ (${pkg.name}@${pkg.version}: /${pkg.version}/mf-manifest.json)`,
    );
  });
}

module.exports = { createDistServer };
