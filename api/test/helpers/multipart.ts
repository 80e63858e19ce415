import { randomBytes } from 'node:crypto';

export interface MultipartPart {
  field: string;
  data: Buffer | string;
  /** Set for a file part. */
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body for `app.inject`, built by hand so tests control every byte. */
export function multipart(parts: MultipartPart[]): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = `----rentmap${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.filename === undefined
        ? `form-data; name="${part.field}"`
        : `form-data; name="${part.field}"; filename="${part.filename}"`;
    const lines = [`--${boundary}`, `Content-Disposition: ${disposition}`];
    if (part.contentType) lines.push(`Content-Type: ${part.contentType}`);
    chunks.push(Buffer.from(`${lines.join('\r\n')}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** One photo in the field the API expects. */
export function photoForm(
  data: Buffer,
  filename = 'photo.jpg',
  contentType = 'image/jpeg',
): ReturnType<typeof multipart> {
  return multipart([{ field: 'file', filename, contentType, data }]);
}
