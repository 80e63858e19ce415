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
import { commonErrorResponses, ErrorResponse, ok, SuccessResponse } from '../../http/schemas';
import { rejectUnknownFields } from '../../http/strict-body';
import { IMMUTABLE_CACHE_CONTROL } from '../../plugins/storage/s3-storage';
import { contentTypeOfKey } from '../../plugins/storage/object-storage';
import { readSingleUploadedFile } from './multipart-upload';
import {
  deleteUploadedPhoto,
  readPhotoFile,
  storeUploadedPhoto,
  type PhotosDeps,
} from './photos.service';

/** Upload, delete and serve photos (SPEC.md §7 file calls). */
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
        summary: 'A stored photo or thumbnail (public, cached for a year)',
        params: PhotoFileParams,
        response: {
          200: Type.Unsafe<Readable>({ type: 'string', format: 'binary', description: 'JPEG' }),
          404: ErrorResponse,
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const stored = await readPhotoFile(deps(request.log), request.params.name);
      reply
        // From the name we gave the file, never from what a store says about it.
        .header('content-type', contentTypeOfKey(request.params.name))
        .header('cache-control', IMMUTABLE_CACHE_CONTROL)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cross-origin-resource-policy', 'cross-origin');
      if (stored.size !== undefined) reply.header('content-length', stored.size);
      return reply.send(stored.body);
    },
  );
};
