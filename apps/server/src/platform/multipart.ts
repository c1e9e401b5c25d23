import fastifyMultipart from '@fastify/multipart';
import { MAX_IMAGE_BYTES } from '@kasuwa/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errors } from './errors';

// busboy's words for a form that ends before its closing boundary, or has none.
const brokenForm =
  /unexpected end of multipart data|terminated early|boundary not found|malformed part header/i;

/**
 * Reads an upload, turning the parser's complaints about a broken form (a connection dropped mid-upload,
 * a client that never sends the closing boundary) into a 400 the sender can act on. The multipart
 * plugin's own errors (too many files, wrong content type) already carry their status and pass through.
 */
export async function readingUpload<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (err) {
    if (err instanceof Error && !('statusCode' in err) && brokenForm.test(err.message)) {
      throw errors.badRequest('The upload was cut off before it finished. Please send the file again.');
    }
    throw err;
  }
}

/**
 * The one photo of a proof upload (multipart field "file"), read into memory: it is at most
 * MAX_IMAGE_BYTES (the scope's multipart limit), and sharp needs all of it. Other file fields are
 * drained so the form can finish; a missing, empty or oversized photo is a 400 the sender can act on.
 * Shared by the sale proof (modules/sales) and the off-platform payment proof (modules/orders).
 */
export async function readPhotoUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw errors.badRequest(PHOTO_EXPECTED);
  const file = await readingUpload(async () => {
    let found: Buffer | null = null;
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file') {
        part.file.resume();
        continue;
      }
      found = await part.toBuffer();
      if (part.file.truncated) throw errors.badRequest('The photo is too large (at most 10 MB).');
    }
    return found;
  });
  if (!file || file.length === 0) throw errors.badRequest(PHOTO_EXPECTED);
  return file;
}

const PHOTO_EXPECTED = 'Send the photo as multipart/form-data in the field "file".';

/** The multipart parser for a scope that takes one proof photo; JSON routes outside it stay JSON-only. */
export async function acceptPhotoUploads(scope: FastifyInstance): Promise<void> {
  await scope.register(fastifyMultipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 2 } });
}
