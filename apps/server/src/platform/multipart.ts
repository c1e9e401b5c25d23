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
