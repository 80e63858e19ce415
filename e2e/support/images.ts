import { PNG } from 'pngjs';

/** A solid-colour RGB PNG made in memory: a real picture for the photo upload, no fixtures. */
export function solidPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const png = new PNG({ width, height });
  png.data.fill(Buffer.from([...rgb, 255]));
  return PNG.sync.write(png, { colorType: 2 });
}
