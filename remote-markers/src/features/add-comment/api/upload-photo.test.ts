import { apiClient } from 'shared';
import { httpError, networkError, okResponse } from '../../../../test/api-mocks';
import { choosePhotos, deletePhoto, existingPhotos, uploadPhoto } from './upload-photo';

function image(name = 'a.jpg', size = 1000, type = 'image/jpeg'): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('choosePhotos', () => {
  it('takes images of up to and including 5242880 bytes (the API takes them too)', () => {
    const files = [image('a.jpg'), image('b.png', 5_242_880, 'image/png')];
    expect(choosePhotos(files, 0)).toEqual({ accepted: files, messages: [] });
  });

  it('skips files that are not images', () => {
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    expect(choosePhotos([text, image()], 0)).toEqual({
      accepted: [expect.any(File)],
      messages: ['Please select an image file'],
    });
  });

  it('skips files of 5242881 bytes or more', () => {
    expect(choosePhotos([image('big.jpg', 5_242_881)], 0)).toEqual({
      accepted: [],
      messages: ['File size must be less than 5MB'],
    });
  });

  it('allows 3 photos in all', () => {
    const four = [image('1.jpg'), image('2.jpg'), image('3.jpg'), image('4.jpg')];
    const { accepted, messages } = choosePhotos(four, 0);
    expect(accepted.map((f) => f.name)).toEqual(['1.jpg', '2.jpg', '3.jpg']);
    expect(messages).toEqual(['Maximum 3 files allowed']);
    expect(choosePhotos([image(), image()], 2)).toMatchObject({
      accepted: [expect.any(File)],
      messages: ['Maximum 3 files allowed'],
    });
  });
});

describe('uploadPhoto', () => {
  beforeAll(() => {
    URL.createObjectURL = jest.fn(() => 'blob:local-preview');
  });

  it('posts multipart with a single field named file', async () => {
    const post = jest
      .spyOn(apiClient, 'post')
      .mockResolvedValue(
        okResponse({ id: '7', url: '/api/file-storage/files/x.jpg', name: 'x.jpg' }),
      );
    const file = image();
    await expect(uploadPhoto(file)).resolves.toEqual({
      id: '7',
      url: '/api/file-storage/files/x.jpg',
      name: 'x.jpg',
    });
    const [path, body] = post.mock.calls[0]!;
    expect(path).toBe('/file-storage/upload');
    expect(body).toBeInstanceOf(FormData);
    expect([...(body as FormData).keys()]).toEqual(['file']);
    expect((body as FormData).get('file')).toBeInstanceOf(File);
  });

  it('falls back to a local preview when the answer has no url', async () => {
    jest.spyOn(apiClient, 'post').mockResolvedValue(okResponse({ id: '8', name: 'y.jpg' }));
    await expect(uploadPhoto(image())).resolves.toEqual({
      id: '8',
      url: 'blob:local-preview',
      name: 'y.jpg',
    });
  });

  it.each([
    ['the server message', httpError(415, { message: 'Not a picture' }), 'Not a picture'],
    ['Upload failed when the server says nothing', httpError(500, {}), 'Upload failed'],
    ['Failed to upload photo when no answer came', networkError(), 'Failed to upload photo'],
  ])('fails with %s', async (_case, error, text) => {
    jest.spyOn(apiClient, 'post').mockRejectedValue(error);
    await expect(uploadPhoto(image())).rejects.toThrow(text);
  });

  it('fails with Invalid file when the answer names no file', async () => {
    jest.spyOn(apiClient, 'post').mockResolvedValue(okResponse({ id: '9' }));
    await expect(uploadPhoto(image())).rejects.toThrow('Invalid file');
  });
});

describe('deletePhoto', () => {
  it('sends the file name', async () => {
    const del = jest.spyOn(apiClient, 'delete').mockResolvedValue(okResponse(null));
    await deletePhoto('x.jpg');
    expect(del).toHaveBeenCalledWith('/file-storage/delete', { data: { fileName: 'x.jpg' } });
  });
});

describe('existingPhotos', () => {
  const A = 'a'.repeat(32);
  const B = 'b'.repeat(32);

  it("previews a comment's photos from the public route, or from the signed addresses of a comment that is not published", () => {
    const [published] = existingPhotos([`${A}.jpg`], null);
    expect(published).toMatchObject({ name: `${A}.jpg`, existing: true, status: 'uploaded' });
    expect(published?.previewUrl).toBe(`/api/file-storage/files/${A}-thumb.jpg`);

    const held = existingPhotos([`${A}.jpg`, `${B}.jpg`], null, [
      { name: `${B}.jpg`, thumbnailUrl: `/signed/${B}-thumb.jpg?sig=1` },
    ]);
    expect(held.map((photo) => photo.previewUrl)).toEqual([
      `/api/file-storage/files/${A}-thumb.jpg`,
      `/signed/${B}-thumb.jpg?sig=1`,
    ]);
  });
});
