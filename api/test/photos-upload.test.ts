import { LIMITS } from 'shared/contract';
import sharp from 'sharp';
import {
  HTML_PAGE,
  makeAvif,
  makeJpeg,
  makePhotoJpeg,
  makePng,
  makePngBomb,
  makeWebp,
  makeZip,
  PHP_SCRIPT,
  SVG_WITH_SCRIPT,
} from './fixtures/images';
import { bearer, createSignedInUser } from './helpers/auth';
import { multipart, photoForm } from './helpers/multipart';
import { useTestApp } from './helpers/test-app';
import { countRows, rowById } from './helpers/rows';

// Lets a test watch each photo's image work from its start to its end.
const mockImageWork: { observe?: (work: Promise<unknown>) => void } = {};
jest.mock('../src/modules/photos/image-processing', () => {
  const actual = jest.requireActual<typeof import('../src/modules/photos/image-processing')>(
    '../src/modules/photos/image-processing',
  );
  return {
    ...actual,
    processPhoto: (bytes: Buffer) => {
      const work = actual.processPhoto(bytes);
      mockImageWork.observe?.(work);
      return work;
    },
  };
});

const UPLOAD_URL = '/api/file-storage/upload';

// Making 12-megapixel and bomb fixtures takes a few seconds on a busy 2-core machine.
jest.setTimeout(30_000);

describe('POST /api/file-storage/upload', () => {
  const t = useTestApp();
  let token: string;
  let userId: string;

  beforeAll(async () => {
    const signedIn = await createSignedInUser(t);
    token = signedIn.accessToken;
    userId = signedIn.user.id;
  });

  const upload = (form: ReturnType<typeof multipart>, headers = bearer(token)) =>
    t.app.inject({
      method: 'POST',
      url: UPLOAD_URL,
      payload: form.payload,
      headers: { ...form.headers, ...headers },
    });

  const photoCount = () => countRows(t.db, 'photos');

  const fetchFile = (url: string) => t.app.inject({ method: 'GET', url });

  it('stores a JPEG as a display size and a thumbnail under random names', async () => {
    const res = await upload(photoForm(await makePhotoJpeg(2400, 1800), 'holiday.jpg'));

    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: expect.stringMatching(/^[0-9a-f]{32}\.jpg$/),
      url: `/api/file-storage/files/${data.name}`,
      thumbnailUrl: `/api/file-storage/files/${data.name.replace('.jpg', '-thumb.jpg')}`,
    });
    expect(data.name).not.toContain('holiday');

    const display = await fetchFile(data.url);
    expect(display.statusCode).toBe(200);
    expect(display.headers['content-type']).toBe('image/jpeg');
    // Revalidated on every use: a photo stops being served the moment its comment is hidden.
    expect(display.headers['cache-control']).toBe('public, no-cache');
    expect(display.headers.etag).toBe(`"${data.name}"`);
    expect(display.headers['x-content-type-options']).toBe('nosniff');
    const displayMeta = await sharp(display.rawPayload).metadata();
    expect(displayMeta).toMatchObject({ format: 'jpeg', width: LIMITS.photoDisplaySize });
    expect(displayMeta.height).toBe(1200);

    const thumbnail = await fetchFile(data.thumbnailUrl);
    expect(thumbnail.statusCode).toBe(200);
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({
      width: LIMITS.photoThumbnailSize,
      height: 300,
    });

    const row = await rowById(t.db, 'photos', data.id);
    expect(row).toMatchObject({
      name: data.name,
      user_id: userId,
      marker_comment_id: null,
      width: 1600,
      height: 1200,
    });
  });

  it.each([
    ['PNG (transparent)', makePng, 'a.png', 'image/png'],
    ['WebP', makeWebp, 'a.webp', 'image/webp'],
    ['AVIF', makeAvif, 'a.avif', 'image/avif'],
  ])('accepts %s and re-encodes it as JPEG', async (_kind, make, filename, type) => {
    const res = await upload(photoForm(await make(), filename, type));

    expect(res.statusCode).toBe(200);
    const file = await fetchFile(res.json().data.url);
    expect((await sharp(file.rawPayload).metadata()).format).toBe('jpeg');
  });

  it('judges by content, not by the name or Content-Type the client sent', async () => {
    const res = await upload(photoForm(await makePng(), 'notes.txt', 'text/plain'));
    expect(res.statusCode).toBe(200);
  });

  it('strips EXIF, including GPS, from the stored copies', async () => {
    const original = await makeJpeg(80, 60, {
      exif: {
        IFD0: { Make: 'PhoneCo', Model: 'Spy 3000', Copyright: 'Jane Doe' },
        IFD3: {
          GPSLatitudeRef: 'S',
          GPSLatitude: '33/1 52/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '151/1 12/1 0/1',
        },
      },
    });
    // The fixture really carries GPS before upload.
    const before = await sharp(original).metadata();
    expect(before.exif?.toString('latin1')).toContain('PhoneCo');
    expect(before.exif!.includes(Buffer.from([0x88, 0x25])) || before.exif!.length > 100).toBe(
      true,
    );

    const res = await upload(photoForm(original));
    expect(res.statusCode).toBe(200);
    const { url, thumbnailUrl } = res.json().data;
    for (const stored of [await fetchFile(url), await fetchFile(thumbnailUrl)]) {
      const meta = await sharp(stored.rawPayload).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(stored.rawPayload.includes(Buffer.from('PhoneCo'))).toBe(false);
      expect(stored.rawPayload.includes(Buffer.from('Exif\0\0'))).toBe(false);
    }
  });

  it('turns photos upright from their EXIF orientation', async () => {
    // 80×40 stored, orientation 6 (rotate 90° clockwise to view): a 40×80 picture.
    const res = await upload(photoForm(await makeJpeg(80, 40, { orientation: 6 })));

    expect(res.statusCode).toBe(200);
    const stored = await fetchFile(res.json().data.url);
    expect(await sharp(stored.rawPayload).metadata()).toMatchObject({ width: 40, height: 80 });
  });

  it('keeps the event loop responsive while a 12-megapixel photo is processed', async () => {
    const photo = await makePhotoJpeg(4000, 3000);
    // Count the loop's turns from the start to the end of the image work. Decoding and
    // encoding run on libvips threads, so the loop keeps turning meanwhile; done on the loop,
    // the work would hold it still and the count would stay near 0. A count, not a time, so
    // a busy machine does not decide it (the timings are in npm run bench).
    let turns = 0;
    let processing = false;
    let calls = 0;
    const turn = () => {
      turns += 1;
      if (processing) setImmediate(turn);
    };
    mockImageWork.observe = (work) => {
      calls += 1;
      processing = true;
      setImmediate(turn);
      void work.finally(() => (processing = false)).catch(() => undefined);
    };
    try {
      const res = await upload(photoForm(photo));
      expect(res.statusCode).toBe(200);
    } finally {
      mockImageWork.observe = undefined;
    }
    expect(calls).toBe(1);
    expect(turns).toBeGreaterThan(100);
  });

  it('decodes at most two photos at once; the others wait their turn and are stored too', async () => {
    const photo = await makePhotoJpeg(1600, 1200);
    let running = 0;
    let mostAtOnce = 0;
    mockImageWork.observe = (work) => {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      void work.finally(() => (running -= 1)).catch(() => undefined);
    };
    try {
      const responses = await Promise.all(
        Array.from({ length: 6 }, () => upload(photoForm(photo))),
      );
      expect(responses.map((res) => res.statusCode)).toEqual(Array(6).fill(200));
    } finally {
      mockImageWork.observe = undefined;
    }
    expect(mostAtOnce).toBe(2);
    expect(running).toBe(0);
  });

  it('answers 401 to anonymous uploads and stores nothing', async () => {
    const before = await photoCount();
    const res = await upload(photoForm(await makeJpeg()), {} as ReturnType<typeof bearer>);

    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    expect(await photoCount()).toBe(before);
  });

  describe('refuses what is not a clean photo, with the error shape, storing nothing', () => {
    const attacks: Array<[string, () => Promise<ReturnType<typeof multipart>>, number, string]> = [
      [
        'a PHP script renamed .jpg',
        async () => photoForm(PHP_SCRIPT),
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      ],
      [
        'an HTML page renamed .jpg',
        async () => photoForm(HTML_PAGE),
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      ],
      [
        'an SVG with a script',
        async () => photoForm(SVG_WITH_SCRIPT, 'x.svg', 'image/svg+xml'),
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      ],
      [
        'a JPEG with a ZIP appended (polyglot)',
        async () => photoForm(Buffer.concat([await makeJpeg(), makeZip()])),
        400,
        'INVALID_IMAGE',
      ],
      [
        'a truncated JPEG',
        async () => {
          const whole = await makePhotoJpeg(400, 300);
          return photoForm(whole.subarray(0, Math.floor(whole.length * 0.6)));
        },
        400,
        'INVALID_IMAGE',
      ],
      [
        'a 14000×14000 PNG decompression bomb',
        async () => photoForm(makePngBomb(), 'bomb.png', 'image/png'),
        400,
        'INVALID_IMAGE',
      ],
      [
        `${LIMITS.maxPhotoBytes + 1} bytes`,
        async () => {
          const jpeg = await makeJpeg();
          const padded = Buffer.alloc(LIMITS.maxPhotoBytes + 1);
          jpeg.copy(padded);
          return photoForm(padded);
        },
        413,
        'PAYLOAD_TOO_LARGE',
      ],
      [
        '4 files in one request',
        async () => {
          const jpeg = await makeJpeg();
          return multipart(
            [1, 2, 3, 4].map((n) => ({
              field: 'file',
              filename: `${n}.jpg`,
              contentType: 'image/jpeg',
              data: jpeg,
            })),
          );
        },
        400,
        'BAD_REQUEST',
      ],
      [
        'a file in another field',
        async () => multipart([{ field: 'photo', filename: 'a.jpg', data: await makeJpeg() }]),
        400,
        'BAD_REQUEST',
      ],
      [
        'a text field instead of a file',
        async () => multipart([{ field: 'file', data: 'hello' }]),
        400,
        'BAD_REQUEST',
      ],
      ['an empty form', async () => multipart([]), 400, 'BAD_REQUEST'],
      [
        'random bytes',
        async () => photoForm(Buffer.from(Array.from({ length: 2000 }, (_, i) => (i * 7) % 256))),
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      ],
    ];

    it.each(attacks)('%s', async (_name, build, status, code) => {
      const before = await photoCount();
      const res = await upload(await build());

      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ success: false, code, message: expect.any(String) });
      expect(res.json().message).not.toMatch(/vips|sharp|stack|at .*\.ts/i);
      expect(await photoCount()).toBe(before);
    });

    it('a photo of exactly the limit is not refused for its size', async () => {
      const jpeg = await makeJpeg();
      const padded = Buffer.alloc(LIMITS.maxPhotoBytes);
      jpeg.copy(padded);
      const res = await upload(photoForm(padded));
      // Zero padding after the image is not a hidden payload.
      expect(res.statusCode).toBe(200);
    });

    it('a JSON body is told to use multipart', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: UPLOAD_URL,
        headers: bearer(token),
        payload: { file: 'abc' },
      });
      expect(res.statusCode).toBe(415);
      expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    });
  });
});

describe('GET /api/file-storage/files/:name', () => {
  const t = useTestApp({ env: { PHOTO_BASE_URL: 'https://cdn.example.com/photos/' } });

  it('answers 404 in the error shape for unknown or malformed names', async () => {
    for (const name of [
      '0123456789abcdef0123456789abcdef.jpg',
      '..%2F..%2Fetc%2Fpasswd',
      'x.svg',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/file-storage/files/${name}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });

  it('gives CDN URLs when PHOTO_BASE_URL is set', async () => {
    const { accessToken } = await createSignedInUser(t);
    const form = photoForm(await makeJpeg());
    const res = await t.app.inject({
      method: 'POST',
      url: UPLOAD_URL,
      payload: form.payload,
      headers: { ...form.headers, ...bearer(accessToken) },
    });
    const { name, url } = res.json().data;
    expect(url).toBe(`https://cdn.example.com/photos/${name}`);
    // The API still serves it (the CDN's origin).
    const served = await t.app.inject({ method: 'GET', url: `/api/file-storage/files/${name}` });
    expect(served.statusCode).toBe(200);
    // Browsers learn the base from the client configuration.
    const config = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(config.json().data.photoBaseUrl).toBe('https://cdn.example.com/photos');
  });
});
