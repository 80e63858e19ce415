import { routePath } from 'shared';
import { fetchFile } from '../../components/file-download';

/**
 * A kit reads its comment's photos and lays out a PDF on the server: seconds, but a slow
 * connection may need longer than the API's usual 30 s to bring it all down.
 */
export const MOVE_IN_KIT_TIMEOUT_MS = 3 * 60_000;

/** The name the kit is saved under should the answer not say one (it always does). */
const FALLBACK_NAME = 'rentmap-move-in-kit.zip';

/** GET /marker/marker-comments/{id}/move-in-kit as a Blob, under the server's file name. */
export function fetchMoveInKit(commentId: string): Promise<{ blob: Blob; fileName: string }> {
  return fetchFile(routePath('downloadMoveInKit', { id: commentId }), {
    fallbackName: FALLBACK_NAME,
    timeout: MOVE_IN_KIT_TIMEOUT_MS,
  });
}
