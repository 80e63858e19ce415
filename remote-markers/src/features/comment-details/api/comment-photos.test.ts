import { parsePhotoNames, photoThumbnailUrl, photoUrl } from 'shared';
import { staticMapSrc } from './static-map';

describe('parsePhotoNames', () => {
  it('reads a JSON-encoded list of file names', () => {
    expect(parsePhotoNames('["a.jpg","b.png"]')).toEqual(['a.jpg', 'b.png']);
  });

  it('treats invalid JSON, non-lists and empty values as no photos', () => {
    expect(parsePhotoNames('not json')).toEqual([]);
    expect(parsePhotoNames('{"a":1}')).toEqual([]);
    expect(parsePhotoNames('"a.jpg"')).toEqual([]);
    expect(parsePhotoNames('')).toEqual([]);
    expect(parsePhotoNames(null)).toEqual([]);
    expect(parsePhotoNames(undefined)).toEqual([]);
  });

  it('drops entries that are not file names', () => {
    expect(parsePhotoNames('["a.jpg", 3, null, "", "b.jpg"]')).toEqual(['a.jpg', 'b.jpg']);
  });

  it('accepts a list that is already decoded', () => {
    expect(parsePhotoNames(['a.jpg'])).toEqual(['a.jpg']);
  });
});

describe('photo and map addresses', () => {
  it('loads photos from the file storage base path', () => {
    expect(photoUrl('abc 1.jpg')).toBe('/api/file-storage/files/abc%201.jpg');
    expect(photoUrl('https://cdn.test/a.jpg')).toBe('https://cdn.test/a.jpg');
  });

  it('shows the stored thumbnail ({name}-thumb.jpg) of a stored photo, else the photo', () => {
    const name = `${'ab12'.repeat(8)}.jpg`;
    expect(photoThumbnailUrl(name)).toBe(`/api/file-storage/files/${'ab12'.repeat(8)}-thumb.jpg`);
    expect(photoThumbnailUrl(name, 'https://cdn.test/p/')).toBe(
      `https://cdn.test/p/${'ab12'.repeat(8)}-thumb.jpg`,
    );
    expect(photoThumbnailUrl('https://old.test/a.jpg')).toBe('https://old.test/a.jpg');
  });

  it('asks our API for a 600x400 map at zoom 15', () => {
    expect(staticMapSrc(-33.8688, 151.2093)).toBe(
      '/api/static-map?lat=-33.8688&lon=151.2093&zoom=15&width=600&height=400',
    );
  });
});
