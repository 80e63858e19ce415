import type { FastifyRequest } from 'fastify';
import { LIMITS } from 'shared/contract';
import { AppError, BadRequestError } from '../../errors';

const ONE_FILE_ONLY = "Send exactly one photo, in a multipart field named 'file'.";

/**
 * The one file of a multipart upload, read into memory while its size is checked: the
 * stream stops at LIMITS.maxPhotoBytes + 1 bytes, so a bigger body is never held whole.
 */
export async function readSingleUploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', `${ONE_FILE_ONLY} Use multipart/form-data.`);
  }
  let file: Buffer | undefined;
  try {
    const parts = request.parts({
      limits: {
        fileSize: LIMITS.maxPhotoBytes,
        files: 1,
        fields: 0,
        parts: 1,
        fieldNameSize: 100,
        headerPairs: 20,
      },
    });
    for await (const part of parts) {
      if (part.type !== 'file' || part.fieldname !== 'file' || file !== undefined) {
        throw new BadRequestError(ONE_FILE_ONLY);
      }
      file = await part.toBuffer();
    }
  } catch (error) {
    throw asUploadError(error);
  }
  if (!file || file.length === 0) throw new BadRequestError(ONE_FILE_ONLY);
  return file;
}

function asUploadError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError(
        413,
        'PAYLOAD_TOO_LARGE',
        `This photo is too large. The limit is ${LIMITS.maxPhotoBytes} bytes (5 MB).`,
      );
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new BadRequestError(ONE_FILE_ONLY);
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new BadRequestError(`The upload is not valid multipart data. ${ONE_FILE_ONLY}`);
    default:
      if (error instanceof Error && /multipart|boundary|unexpected end/i.test(error.message)) {
        return new BadRequestError(`The upload is not valid multipart data. ${ONE_FILE_ONLY}`);
      }
      return error;
  }
}
