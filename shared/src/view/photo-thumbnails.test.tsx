import { fireEvent, render, screen } from '@testing-library/react';
import {
  photoAlt,
  photosLabel,
  photoThumbnails,
  thumbnailImage,
  THUMBNAIL_BOX,
} from './photo-thumbnails';

const A = `${'a'.repeat(32)}.jpg`;
const B = `${'b'.repeat(32)}.jpg`;
const C = `${'c'.repeat(32)}.jpg`;
const D = `${'d'.repeat(32)}.jpg`;

describe('photoAlt', () => {
  it('says which photo of how many, and of which place when it is known', () => {
    expect(photoAlt(1, 3, '12 George St, Sydney')).toBe('Photo 2 of 3 of 12 George St, Sydney');
    expect(photoAlt(0, 2, '')).toBe('Photo 1 of 2');
    expect(photoAlt(0, 1, null)).toBe('Photo 1 of 1');
    expect(photoAlt(0, 1, undefined)).toBe('Photo 1 of 1');
  });
});

describe('photosLabel', () => {
  it("names a comment's row of photos after its title", () => {
    expect(photosLabel('5 · Manly')).toBe('Photos of 5 · Manly');
  });
});

describe('photoThumbnails', () => {
  it('gives each photo its thumbnail under the CDN base and its alt text, at most 3', () => {
    expect(
      photoThumbnails(JSON.stringify([A, B, C, D]), 'https://cdn.test/photos/', 'Glebe'),
    ).toEqual([
      {
        name: A,
        src: `https://cdn.test/photos/${'a'.repeat(32)}-thumb.jpg`,
        alt: 'Photo 1 of 3 of Glebe',
      },
      {
        name: B,
        src: `https://cdn.test/photos/${'b'.repeat(32)}-thumb.jpg`,
        alt: 'Photo 2 of 3 of Glebe',
      },
      {
        name: C,
        src: `https://cdn.test/photos/${'c'.repeat(32)}-thumb.jpg`,
        alt: 'Photo 3 of 3 of Glebe',
      },
    ]);
  });

  it('serves them from our API without a base, and takes names already picked', () => {
    expect(photoThumbnails([B, 'older.png'], null, null)).toEqual([
      {
        name: B,
        src: `/api/file-storage/files/${'b'.repeat(32)}-thumb.jpg`,
        alt: 'Photo 1 of 2',
      },
      { name: 'older.png', src: '/api/file-storage/files/older.png', alt: 'Photo 2 of 2' },
    ]);
  });

  it('is empty for a comment without photos or with photoUrls it cannot read', () => {
    expect(photoThumbnails(undefined, null, 'x')).toEqual([]);
    expect(photoThumbnails('', null, 'x')).toEqual([]);
    expect(photoThumbnails('not json', null, 'x')).toEqual([]);
    expect(photoThumbnails('[]', null, 'x')).toEqual([]);
  });
});

describe('thumbnailImage', () => {
  it('draws a strip thumbnail in its box, lazily, and hides it when it fails to load', () => {
    const photo = { name: A, src: '/a-thumb.jpg', alt: 'Photo 1 of 1 of Glebe' };
    render(<img {...thumbnailImage(photo)} />);
    const image = screen.getByRole('img', { name: 'Photo 1 of 1 of Glebe' });
    expect(image.getAttribute('src')).toBe('/a-thumb.jpg');
    expect(image.getAttribute('width')).toBe(String(THUMBNAIL_BOX.width));
    expect(image.getAttribute('height')).toBe(String(THUMBNAIL_BOX.height));
    expect(THUMBNAIL_BOX).toEqual({ width: 72, height: 54 });
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('decoding')).toBe('async');
    expect(image.hidden).toBe(false);
    fireEvent.error(image);
    expect(image.hidden).toBe(true);
  });
});
