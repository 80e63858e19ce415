import { Type } from 'typebox';

export const UploadedPhotoSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  url: Type.String({ description: 'Where the display size is served (this API or the CDN)' }),
  name: Type.String({ description: 'The stored file name; what photoUrls and delete take' }),
  thumbnailUrl: Type.String({ description: 'A small copy for previews' }),
});

export const DeletePhotoBody = Type.Object(
  { fileName: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);

export const DeletedPhotoSchema = Type.Object({ fileName: Type.String() });

export const PhotoFileParams = Type.Object({ name: Type.String({ maxLength: 200 }) });
