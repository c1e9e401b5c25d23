import { ApiError, toApiError } from '../../../lib/api';
import { getVendorState, refreshVendorSession, vendorFetch } from '../../../lib/vendor-session';

/** Sends one file (and optional text fields) as multipart/form-data in the field "file". */
export function vendorUpload<T>(path: string, file: File, fields: Record<string, string> = {}): Promise<T> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file);
  return vendorFetch<T>(path, { method: 'POST', body: form });
}

/**
 * Fetches a file answer (CSV) with the vendor's token and hands it to the browser as a download.
 * Like vendorFetch, an expired token is refreshed once.
 */
export async function vendorDownload(path: string, filename: string): Promise<void> {
  const call = () => {
    const { token } = getVendorState();
    return fetch(path, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      credentials: 'same-origin',
    });
  };
  let response = await call();
  if (response.status === 401 && (await refreshVendorSession())) response = await call();
  if (!response.ok) {
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    throw toApiError(response.status, body);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by now; the object URL is only needed for that click.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A person-readable message for any failure of a dashboard call. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error) return error.message;
  return 'Something went wrong. Please try again.';
}
