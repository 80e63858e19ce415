import type { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DeletedPhotoSchema,
  DeletePhotoBody,
  LIMITS,
  pathUnderApi,
  PhotoFileParams,
  ROUTES,
  UploadedPhotoSchema,
} from 'shared/contract';
import { Type } from 'typebox';
import {
  binary,
  commonErrorResponses,
  emptyResponse,
  ErrorResponse,
  mediaResponse,
  ok,
  SuccessResponse,
  type ResponseHeader,
} from '../../http/schemas';
import { rejectUnknownFields } from '../../http/strict-body';
import { contentTypeOfKey } from '../../plugins/storage/object-storage';
import { readSingleUploadedFile } from './multipart-upload';
import { signedSecondsLeft } from './photo-access';
import {
  assertPhotoFileReadable,
  deleteUploadedPhoto,
  readPhotoFile,
  storeUploadedPhoto,
  type PhotosDeps,
} from './photos.service';

/** Upload, delete and serve photos (the file-storage calls). */
export const photosRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Only these routes parse multipart bodies; limits are set per request.
  await app.register(multipart, { throwFileSizeLimit: true });

  const deps = (log: PhotosDeps['log']): PhotosDeps => ({
    db: app.db,
    storage: app.storage,
    config: app.config,
    log,
  });

  app.post(
    pathUnderApi(ROUTES.uploadPhoto),
    {
      // Signed in with a verified email, before a byte of the upload is read.
      onRequest: [app.authenticate, app.requireVerifiedEmail],
      config: { rateLimit: { max: 100, timeWindow: '1 minute' } },
      schema: {
        tags: ['photos'],
        summary: `Upload one photo (multipart field 'file', at most ${LIMITS.maxPhotoBytes} bytes; verified email)`,
        consumes: ['multipart/form-data'],
        response: {
          200: SuccessResponse(UploadedPhotoSchema),
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          413: ErrorResponse,
          415: ErrorResponse,
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const bytes = await readSingleUploadedFile(request);
      return ok(await storeUploadedPhoto(deps(request.log), request.user!.id, bytes));
    },
  );

  app.delete(
    pathUnderApi(ROUTES.deletePhoto),
    {
      onRequest: [app.authenticate, app.requireVerifiedEmail],
      preValidation: rejectUnknownFields(DeletePhotoBody),
      schema: {
        tags: ['photos'],
        summary:
          'Delete an uploaded photo that no saved comment uses (uploader only, verified email)',
        body: DeletePhotoBody,
        response: {
          200: SuccessResponse(DeletedPhotoSchema),
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
          409: ErrorResponse,
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      await deleteUploadedPhoto(deps(request.log), request.user!.id, request.body.fileName);
      return ok({ fileName: request.body.fileName });
    },
  );

  app.get(
    pathUnderApi(ROUTES.photoFile),
    {
      schema: {
        tags: ['photos'],
        summary: 'A stored photo or thumbnail (public for published comments, else signed)',
        description:
          'The photos of a published comment (and an upload no comment uses yet) are public. ' +
          'Those of a held or hidden comment are 404 here for everyone; its author and ' +
          'moderators find signed addresses of them (with expires and signature) in the ' +
          "comment's moderation.photos. Public answers are revalidated on every use " +
          '(ETag), so a photo stops being served the moment its comment is hidden.',
        params: PhotoFileParams,
        querystring: PhotoSignatureQuery,
        response: {
          200: mediaResponse(
            'The photo',
            { 'image/jpeg': binary<Readable>('JPEG') },
            { etag: PHOTO_ETAG },
          ),
          304: emptyResponse('Not modified (If-None-Match names the ETag)', { etag: PHOTO_ETAG }),
          400: ErrorResponse,
          404: ErrorResponse,
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      const secondsLeft = signedSecondsLeft(app.photoUrlKey, name, request.query);
      const access = { signed: secondsLeft !== null };
      // A file's content never changes under its name: the name is its tag.
      const etag = `"${name}"`;
      const revalidating = request.headers['if-none-match'] === etag;
      // Checked before any header names the file: past it, the name is one the API made.
      const stored = revalidating
        ? await assertPhotoFileReadable(deps(request.log), name, access)
        : await readPhotoFile(deps(request.log), name, access);
      reply
        // From the name we gave the file, never from what a store says about it.
        .header('content-type', contentTypeOfKey(name))
        .header(
          'cache-control',
          secondsLeft === null
            ? PUBLIC_PHOTO_CACHE_CONTROL
            : `private, max-age=${Math.min(secondsLeft, SIGNED_PHOTO_MAX_AGE)}`,
        )
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cross-origin-resource-policy', 'cross-origin');
      if (!stored) return reply.code(304).send(null);
      if (stored.size !== undefined) reply.header('content-length', stored.size);
      return reply.send(stored.body);
    },
  );
};

/**
 * Public photos are cached but checked again on every use (a 304 costs one indexed read):
 * a photo must stop being served the moment its comment is hidden, which a year-long
 * immutable cache would not allow.
 */
const PUBLIC_PHOTO_CACHE_CONTROL = 'public, no-cache';
const PHOTO_ETAG: ResponseHeader = {
  type: 'string',
  description: 'The file name, quoted: a file never changes under its name',
  required: true,
};
const SIGNED_PHOTO_MAX_AGE = 3600;

const PhotoSignatureQuery = Type.Object({
  expires: Type.Optional(Type.String({ pattern: '^[0-9]{1,12}$' })),
  signature: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{1,100}$' })),
});
