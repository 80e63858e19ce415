import { apiClient, toApiError } from 'shared';

/**
 * A file the API answers (a ZIP, not the JSON envelope), fetched through the page's API client
 * (the bearer token, the refresh and retry on a 401) as a Blob: the file never touches a URL
 * that carries a token, and the browser saves it under the server's file name. A failure's
 * JSON body arrives as a Blob too; it is read back so the error says what the API said.
 */
export async function fetchFile(
  path: string,
  { fallbackName, timeout }: { fallbackName: string; timeout: number },
): Promise<{ blob: Blob; fileName: string }> {
  try {
    // Through axios rather than `call`: the typed client reads the JSON envelope only.
    const response = await apiClient.get<Blob>(path, {
      responseType: 'blob',
      signedInAction: true,
      timeout,
      headers: { Accept: 'application/zip, application/json' },
    });
    const disposition = String(response.headers['content-disposition'] ?? '');
    return { blob: response.data, fileName: fileNameIn(disposition, fallbackName) };
  } catch (error) {
    throw (await withReadableBody(error)) ?? error;
  }
}

/** The file name of a Content-Disposition header; `fallback` when it has none we trust. */
export function fileNameIn(disposition: string, fallback: string): string {
  const name = /filename="?([^";]+)"?/i.exec(disposition)?.[1];
  return name && /^[\w.-]+$/.test(name) ? name : fallback;
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
