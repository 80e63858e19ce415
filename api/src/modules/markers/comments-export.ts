import { parsePhotoNames, type AccountExport } from 'shared/contract';
import type { Db } from '../../db/kysely';
import type { MarkerCommentRow } from '../../db/types';
import { authorsVersions, toSavedMarkerComment } from './comment-view';
import { findAllCommentsOfUser } from './own-comments.repository';

/**
 * A comment as the export lists it: the fields anyone sees (one mapping with the API's
 * comment view, its moderation state included when it is held or hidden: the export is its
 * author's), its photos as a list of names, and nothing that depends on who reads it.
 */
function toExportedComment(row: MarkerCommentRow): AccountExport['comments'][number] {
  const {
    photoUrls,
    likedByMe: _likedByMe,
    author: _author,
    byMe: _byMe,
    underReview: _underReview,
    ...comment
  } = toSavedMarkerComment(row);
  return { ...comment, photos: parsePhotoNames(photoUrls) };
}

/**
 * Every comment of the account, oldest first, for its export (users asks for it): coarse ones
 * as their author wrote them.
 */
export async function exportCommentsOf(db: Db, userId: string): Promise<AccountExport['comments']> {
  const rows = await authorsVersions(db, await findAllCommentsOfUser(db, userId), userId);
  return rows.map(toExportedComment);
}
