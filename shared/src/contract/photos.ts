import { Type, type Static } from 'typebox';
import { LIMITS } from '../limits';

// The TypeBox schemas of this part of the contract, for the API and its OpenAPI document; its
// constants and rules, which the browser runs too, are values/photos.ts.
export * from './values/photos';

/** A stored photo as the upload answers it. */
export const UploadedPhotoSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  url: Type.String({ description: 'Where the display size is served (this API or the CDN)' }),
  name: Type.String({ description: 'The stored file name; what photoUrls and delete take' }),
  thumbnailUrl: Type.String({ description: 'A small copy for previews' }),
});

export type UploadedPhoto = Static<typeof UploadedPhotoSchema>;

const FileName = Type.String({ minLength: 1, maxLength: LIMITS.photoFileNameMaxLength });

export const DeletePhotoBody = Type.Object({ fileName: FileName }, { additionalProperties: false });

export type DeletePhotoPayload = Static<typeof DeletePhotoBody>;

export const DeletedPhotoSchema = Type.Object({ fileName: Type.String() });

export const PhotoFileParams = Type.Object({
  name: Type.String({ maxLength: LIMITS.photoFileNameMaxLength }),
});

/** A signed address of a photo of a held or hidden comment (its author's and moderators'). */
export const PhotoSignatureQuery = Type.Object({
  expires: Type.Optional(Type.String({ pattern: '^[0-9]{1,12}$' })),
  signature: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{1,100}$' })),
});
