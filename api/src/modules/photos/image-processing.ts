import { LIMITS } from 'shared/contract';
import sharp, { type Sharp, type SharpOptions } from 'sharp';
import { AppError } from '../../errors';
import { hasHiddenPayload, imageEnd, sniffImage, type ImageKind } from './image-sniff';
import { perceptualHash } from './perceptual-hash';

export interface ProcessedImage {
  data: Buffer;
  width: number;
  height: number;
  contentType: 'image/jpeg';
}

export interface ProcessedPhoto {
  display: ProcessedImage;
  thumbnail: ProcessedImage;
  /** Of the display copy (perceptual-hash.ts): what reused-photo detection compares; null when flat. */
  perceptualHash: string | null;
}

/** The format names sharp reports for each kind we accept. */
const SHARP_FORMATS: Record<ImageKind, string[]> = {
  jpeg: ['jpeg'],
  png: ['png'],
  webp: ['webp'],
  avif: ['heif', 'avif'],
  heic: ['heif'],
};

export function unsupportedImage(): AppError {
  return new AppError(
    415,
    'UNSUPPORTED_MEDIA_TYPE',
    'This file is not a supported photo. Upload a JPEG, PNG, WebP, AVIF or HEIC image.',
  );
}

function invalidImage(message: string, cause?: unknown): AppError {
  return new AppError(400, 'INVALID_IMAGE', message, { cause });
}

const DAMAGED = 'This photo could not be read. It may be damaged or incomplete.';

/**
 * Turns an uploaded file into what we store: checked by its bytes, decoded for real (pixel
 * count limited before decoding), turned upright, stripped of every piece of metadata (EXIF
 * with GPS, XMP, IPTC, comments) and re-encoded as a display size and a thumbnail. The
 * decoding and encoding run on libvips' worker threads, not on the event loop.
 */
export async function processPhoto(bytes: Buffer): Promise<ProcessedPhoto> {
  const kind = sniffImage(bytes);
  if (!kind) throw unsupportedImage();
  const end = imageEnd(bytes, kind);
  if (end === null) throw invalidImage(DAMAGED);
  if (hasHiddenPayload(bytes.subarray(end))) {
    throw invalidImage('This photo carries other data after the image, so it is not accepted.');
  }

  const options: SharpOptions = {
    limitInputPixels: LIMITS.maxPhotoPixels,
    // Truncated or corrupt data is an error, not a half-grey picture.
    failOn: 'warning',
    sequentialRead: true,
  };
  const metadata = await run(() => sharp(bytes, options).metadata());
  if (!metadata.format || !SHARP_FORMATS[kind].includes(metadata.format)) {
    throw unsupportedImage();
  }
  const { width, height } = metadata;
  if (!width || !height) throw invalidImage(DAMAGED);
  if (width * height > LIMITS.maxPhotoPixels) {
    throw invalidImage(
      `This photo has too many pixels (at most ${LIMITS.maxPhotoPixels / 1_000_000} megapixels).`,
    );
  }

  const display = await encode(
    () =>
      sharp(bytes, options).autoOrient().resize(LIMITS.photoDisplaySize, LIMITS.photoDisplaySize, {
        fit: 'inside',
        withoutEnlargement: true,
      }),
    82,
  );
  // The thumbnail comes from the display copy: already upright, clean and small.
  const thumbnail = await encode(
    () =>
      sharp(display.data).resize(LIMITS.photoThumbnailSize, LIMITS.photoThumbnailSize, {
        fit: 'inside',
        withoutEnlargement: true,
      }),
    75,
  );
  return { display, thumbnail, perceptualHash: await run(() => perceptualHash(display.data)) };
}

async function encode(pipeline: () => Sharp, quality: number): Promise<ProcessedImage> {
  const { data, info } = await run(() =>
    pipeline()
      // Transparent areas become white instead of black in the JPEG.
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      // sharp writes no metadata unless asked to keep it: no EXIF, GPS, XMP or ICC.
      .jpeg({ quality, progressive: true, chromaSubsampling: '4:2:0' })
      .toBuffer({ resolveWithObject: true }),
  );
  return { data, width: info.width, height: info.height, contentType: 'image/jpeg' };
}

/** Any decoding failure (including ones sharp throws synchronously) is the client's file. */
async function run<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    if (/pixel limit/i.test(message)) {
      throw invalidImage(
        `This photo has too many pixels (at most ${LIMITS.maxPhotoPixels / 1_000_000} megapixels).`,
        error,
      );
    }
    if (/unsupported image format|bad seek|no decode/i.test(message)) {
      throw unsupportedImage();
    }
    throw invalidImage(DAMAGED, error);
  }
}
