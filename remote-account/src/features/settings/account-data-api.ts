import {
  ACCOUNT_EXPORT,
  apiClient,
  call,
  routePath,
  toApiError,
  tokenService,
  type DeleteAccountPayload,
} from 'shared';

/**
 * An export reads every photo of the account: it may take longer than the API's usual
 * 30 s time-out on a slow connection, so it gets its own.
 */
export const EXPORT_TIMEOUT_MS = 10 * 60_000;

/**
 * GET /users/me/export through the page's API client (the bearer token, the refresh and
 * retry on a 401) as a Blob: the archive never touches a URL that carries a token, and the
 * browser saves it under the server's file name. A failure's JSON body arrives as a Blob
 * too; it is read back so the error says what the API said.
 */
export async function fetchAccountExport(): Promise<{ blob: Blob; fileName: string }> {
  try {
    // Through axios rather than `call`: the answer is a zip file, not the JSON envelope the
    // typed client reads.
    const response = await apiClient.get<Blob>(routePath('exportCurrentUser'), {
      responseType: 'blob',
      signedInAction: true,
      timeout: EXPORT_TIMEOUT_MS,
      headers: { Accept: 'application/zip, application/json' },
    });
    const disposition = String(response.headers['content-disposition'] ?? '');
    return { blob: response.data, fileName: fileNameIn(disposition) };
  } catch (error) {
    throw (await withReadableBody(error)) ?? error;
  }
}

/** The file name of a Content-Disposition header; the export's usual name otherwise. */
export function fileNameIn(disposition: string): string {
  const name = /filename="?([^";]+)"?/i.exec(disposition)?.[1];
  return name && /^[\w.-]+$/.test(name) ? name : `${ACCOUNT_EXPORT.fileNamePrefix}.zip`;
}

async function withReadableBody(error: unknown) {
  const response = (error as { response?: { data?: unknown } } | null)?.response;
  if (response && typeof Blob !== 'undefined' && response.data instanceof Blob) {
    try {
      response.data = JSON.parse(await blobText(response.data)) as unknown;
    } catch {
      response.data = undefined;
    }
  }
  return toApiError(error);
}

/** A Blob's text (FileReader where Blob#text is missing, as in older engines). */
function blobText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The answer could not be read'));
    reader.readAsText(blob);
  });
}

/** Hands a downloaded Blob to the browser as a file download. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by now; the object URL only has to outlive the click.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * DELETE /users/me, then this page forgets the session (the server has already ended every
 * session of the account, on every device).
 */
export async function deleteAccount(payload: DeleteAccountPayload): Promise<string> {
  const { message } = await call('deleteCurrentUser', { body: payload });
  tokenService.clear();
  return message;
}
