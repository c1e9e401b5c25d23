import { downloadFile, readableError } from '../../../lib/api';
import { getVendorState, refreshVendorSession, vendorFetch } from '../../../lib/vendor-session';

/** Sends one file (and optional text fields) as multipart/form-data in the field "file". */
export function vendorUpload<T>(path: string, file: File, fields: Record<string, string> = {}): Promise<T> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file);
  return vendorFetch<T>(path, { method: 'POST', body: form });
}

/** A file answer (CSV) with the vendor's token, as a download; an expired token is refreshed once. */
export function vendorDownload(path: string, filename: string): Promise<void> {
  return downloadFile(path, filename, () => getVendorState().token, refreshVendorSession);
}

/** A person-readable message for any failure of a dashboard call. */
export const errorMessage = readableError;
