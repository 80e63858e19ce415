// A stand-in for the tile service in end-to-end runs (TILE_URL points here): every
// /z/x/y.png is the same light 256×256 PNG, so the map and the API's static map images
// draw without reaching the internet. Plain Node; the PNG is pngjs's.
const http = require('node:http');
const { PNG } = require('pngjs');

const SIZE = 256;
const COLOUR = [214, 230, 214];

function solidPng() {
  const png = new PNG({ width: SIZE, height: SIZE });
  png.data.fill(Buffer.from([...COLOUR, 255]));
  return PNG.sync.write(png, { colorType: 2 });
}

const tile = solidPng();
const port = Number(process.env.PORT ?? 3290);

http
  .createServer((request, response) => {
    if (request.url === '/health') return response.writeHead(200).end('ok');
    if (!/^\/\d+\/\d+\/\d+\.png$/.test(request.url ?? '')) return response.writeHead(404).end();
    response
      .writeHead(200, {
        'content-type': 'image/png',
        'cache-control': 'public, max-age=3600',
        'access-control-allow-origin': '*',
      })
      .end(tile);
  })
  .listen(port, '127.0.0.1');
