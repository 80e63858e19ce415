// A stand-in for the tile service in end-to-end runs (TILE_URL points here): every
// /z/x/y.png is the same light 256×256 PNG, so the map and the API's static map images
// draw without reaching the internet. Plain Node, no dependencies.
const http = require('node:http');
const { deflateSync } = require('node:zlib');

const SIZE = 256;
const COLOUR = [214, 230, 214];

function crc32(data) {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function solidPng() {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const row = Buffer.alloc(1 + SIZE * 3);
  for (let x = 0; x < SIZE; x++) row.set(COLOUR, 1 + x * 3);
  const raw = Buffer.concat(Array.from({ length: SIZE }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
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
