/**
 * What a file really is, from its bytes: never from its name or the Content-Type the client
 * sent. Only the formats we accept are recognised; everything else (SVG, HTML, PHP, PDF,
 * archives, executables) is "not an image".
 */
export type ImageKind = 'jpeg' | 'png' | 'webp' | 'avif' | 'heic';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const AVIF_BRANDS = new Set(['avif', 'avis']);
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

export function sniffImage(bytes: Buffer): ImageKind | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 4, 8) === 'ftyp') {
    const size = bytes.readUInt32BE(0);
    if (size < 16 || size > Math.min(bytes.length, 4096)) return null;
    const brands = [ascii(bytes, 8, 12)];
    for (let offset = 16; offset + 4 <= size; offset += 4)
      brands.push(ascii(bytes, offset, offset + 4));
    if (brands.some((brand) => AVIF_BRANDS.has(brand))) return 'avif';
    if (brands.some((brand) => HEIC_BRANDS.has(brand))) return 'heic';
  }
  return null;
}

/**
 * Where the image proper ends, by walking the format's own structure; null when the
 * structure is broken (truncated). Bytes after it are something else riding along.
 */
export function imageEnd(bytes: Buffer, kind: ImageKind): number | null {
  switch (kind) {
    case 'jpeg':
      return jpegEnd(bytes);
    case 'png':
      return pngEnd(bytes);
    case 'webp':
      return Math.min(bytes.length, bytes.readUInt32LE(4) + 8);
    case 'avif':
    case 'heic':
      return isoBoxesEnd(bytes);
  }
}

/**
 * Signatures of content that turns an image into a polyglot: archives, documents, markup
 * and executables appended after the image. (Cameras also append data, e.g. a motion
 * photo's video, which is not refused: the stored copy is re-encoded either way.)
 */
const PAYLOAD_SIGNATURES = [
  'PK\x03\x04',
  'PK\x05\x06',
  'Rar!',
  '7z\xbc\xaf',
  '%PDF',
  '<?php',
  '<?=',
  '<script',
  '<html',
  '<svg',
  '<!doctype',
  '<iframe',
  '\x7fELF',
].map((signature) => Buffer.from(signature, 'latin1'));

export function hasHiddenPayload(trailing: Buffer): boolean {
  if (trailing.length === 0) return false;
  if (trailing[0] === 0x4d && trailing[1] === 0x5a) return true; // MZ: a Windows executable
  const lower = Buffer.from(trailing.toString('latin1').toLowerCase(), 'latin1');
  return PAYLOAD_SIGNATURES.some(
    (signature) => trailing.includes(signature) || lower.includes(signature),
  );
}

function ascii(bytes: Buffer, start: number, end: number): string {
  return bytes.toString('latin1', start, end);
}

function jpegEnd(bytes: Buffer): number | null {
  let i = 2;
  while (i + 1 < bytes.length) {
    if (bytes[i] !== 0xff) return null;
    let marker = bytes[i + 1]!;
    while (marker === 0xff && i + 2 < bytes.length) {
      i += 1; // fill bytes
      marker = bytes[i + 1]!;
    }
    if (marker === 0xd9) return i + 2;
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    if (i + 3 >= bytes.length) return null;
    const length = bytes.readUInt16BE(i + 2);
    if (length < 2) return null;
    i += 2 + length;
    if (marker !== 0xda) continue;
    // Entropy-coded data: runs until a marker that is not a stuffed 0xFF00 or a restart.
    for (;;) {
      const next = bytes.indexOf(0xff, i);
      if (next === -1 || next + 1 >= bytes.length) return null;
      const following = bytes[next + 1]!;
      if (following === 0x00 || (following >= 0xd0 && following <= 0xd7) || following === 0xff) {
        i = next + (following === 0xff ? 1 : 2);
        continue;
      }
      i = next;
      break;
    }
  }
  return null;
}

function pngEnd(bytes: Buffer): number | null {
  let i = 8;
  while (i + 8 <= bytes.length) {
    const length = bytes.readUInt32BE(i);
    const type = ascii(bytes, i + 4, i + 8);
    i += 12 + length;
    if (i > bytes.length) return null;
    if (type === 'IEND') return i;
  }
  return null;
}

function isoBoxesEnd(bytes: Buffer): number | null {
  let i = 0;
  while (i + 8 <= bytes.length) {
    let size = bytes.readUInt32BE(i);
    if (size === 1) {
      if (i + 16 > bytes.length) return i;
      size = Number(bytes.readBigUInt64BE(i + 8));
    } else if (size === 0) {
      return bytes.length;
    }
    if (size < 8 || i + size > bytes.length) return i;
    i += size;
  }
  return i;
}
