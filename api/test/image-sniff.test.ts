import { hasHiddenPayload, imageEnd, sniffImage } from '../src/modules/photos/image-sniff';
import { makeAvif, makeJpeg, makePng, makeWebp, makeZip, SVG_WITH_SCRIPT } from './fixtures/images';

describe('sniffImage', () => {
  it('recognises the accepted formats by their bytes', async () => {
    expect(sniffImage(await makeJpeg())).toBe('jpeg');
    expect(sniffImage(await makePng())).toBe('png');
    expect(sniffImage(await makeWebp())).toBe('webp');
    expect(sniffImage(await makeAvif())).toBe('avif');
  });

  it('recognises nothing else', () => {
    expect(sniffImage(SVG_WITH_SCRIPT)).toBeNull();
    expect(sniffImage(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'))).toBeNull();
    expect(sniffImage(Buffer.from('%PDF-1.7\n1 0 obj'))).toBeNull();
    expect(sniffImage(Buffer.from([0xff, 0xd8]))).toBeNull();
  });
});

describe('imageEnd and hasHiddenPayload', () => {
  it('finds where a JPEG and a PNG end, so appended archives are seen', async () => {
    const jpeg = await makeJpeg();
    const png = await makePng();
    expect(imageEnd(jpeg, 'jpeg')).toBe(jpeg.length);
    expect(imageEnd(png, 'png')).toBe(png.length);

    const polyglot = Buffer.concat([jpeg, makeZip()]);
    const end = imageEnd(polyglot, 'jpeg')!;
    expect(end).toBe(jpeg.length);
    expect(hasHiddenPayload(polyglot.subarray(end))).toBe(true);
  });

  it('reports a truncated image as having no end', async () => {
    const png = await makePng();
    expect(imageEnd(png.subarray(0, png.length - 20), 'png')).toBeNull();
  });

  it('lets harmless trailing bytes (zero padding) through', () => {
    expect(hasHiddenPayload(Buffer.alloc(100))).toBe(false);
    expect(hasHiddenPayload(Buffer.from('<?PHP echo 1;'))).toBe(true);
    expect(hasHiddenPayload(Buffer.from('MZ\x90\x00'))).toBe(true);
  });
});
