import type { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { LIMITS } from 'shared/contract';
import { defineRoute } from '../../http/route';
import { binary, emptyResponse, mediaResponse, ok, type ResponseHeader } from '../../http/schemas';
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

const tags = ['photos'];

/** Upload, delete and serve photos (the file-storage calls). */
export const photosRoutes: FastifyPluginAsync = async (app) => {
  // Only these routes parse multipart bodies; limits are set per request.
  await app.register(multipart, { throwFileSizeLimit: true });

  const deps = (log: PhotosDeps['log']): PhotosDeps => ({
    db: app.db,
    storage: app.storage,
    config: app.config,
    log,
  });

  // Signed in with a verified email (the access, at onRequest): before a byte of the upload
  // is read.
  defineRoute(
    app,
    'uploadPhoto',
    {
      tags,
      summary: `Upload one photo (multipart field 'file', at most ${LIMITS.maxPhotoBytes} bytes; verified email)`,
      schema: { consumes: ['multipart/form-data'] },
    },
    async (request) => {
      const bytes = await readSingleUploadedFile(request);
      return ok(await storeUploadedPhoto(deps(request.log), request.user!.id, bytes));
    },
  );

  defineRoute(
    app,
    'deletePhoto',
    {
      tags,
      summary:
        'Delete an uploaded photo that no saved comment uses (uploader only, verified email)',
    },
    async (request) => {
      await deleteUploadedPhoto(deps(request.log), request.user!.id, request.body.fileName);
      return ok({ fileName: request.body.fileName });
    },
  );

  defineRoute(
    app,
    'photoFile',
    {
      tags,
      summary: 'A stored photo or thumbnail (public for published comments, else signed)',
      description:
        'The photos of a published comment (and an upload no comment uses yet) are public. ' +
        'Those of a held or hidden comment are 404 here for everyone; its author and ' +
        'moderators find signed addresses of them (with expires and signature) in the ' +
        "comment's moderation.photos. Public answers are revalidated on every use " +
        '(ETag), so a photo stops being served the moment its comment is hidden.',
      responses: {
        200: mediaResponse(
          'The photo',
          { 'image/jpeg': binary<Readable>('JPEG') },
          { etag: PHOTO_ETAG },
        ),
        304: emptyResponse('Not modified (If-None-Match names the ETag)', { etag: PHOTO_ETAG }),
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
