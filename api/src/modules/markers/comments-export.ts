import {
  parsePhotoNames,
  type AccountExport,
  type OwnChecklist,
  type OwnRent,
} from 'shared/contract';
import { ownChecklistsOf } from '../conditions/checklists.service';
import { ownRentsOf } from '../conditions/rents.service';
import type { Db } from '../../db/kysely';
import type { MarkerCommentRow } from '../../db/types';
import { authorsVersions, toSavedMarkerComment } from './comment-view';
import { findAllCommentsOfUser } from './own-comments.repository';

/**
 * A comment as the export lists it: the fields anyone sees (one mapping with the API's
 * comment view, its moderation state included when it is held or hidden: the export is its
 * author's), its photos as a list of names, and nothing that depends on who reads it.
 */
function toExportedComment(
  row: MarkerCommentRow,
  checklist: OwnChecklist | undefined,
  rent: OwnRent | undefined,
): AccountExport['comments'][number] {
  const {
    photoUrls,
    likedByMe: _likedByMe,
    author: _author,
    byMe: _byMe,
    underReview: _underReview,
    checklist: _shownToOthers,
    rent: _rentShownToOthers,
    ...comment
  } = toSavedMarkerComment(row);
  return {
    ...comment,
    photos: parsePhotoNames(photoUrls),
    ...(checklist && { checklist }),
    ...(rent && { rent }),
  };
}

/**
 * Every comment of the account, oldest first, for its export (users asks for it): coarse ones
 * as their author wrote them, checklists with the exact days told, rents exact.
 */
export async function exportCommentsOf(db: Db, userId: string): Promise<AccountExport['comments']> {
  return exportedComments(db, await findAllCommentsOfUser(db, userId), userId);
}

async function exportedComments(
  db: Db,
  ownRows: MarkerCommentRow[],
  userId: string,
): Promise<AccountExport['comments']> {
  const rows = await authorsVersions(db, ownRows, userId);
  const ids = rows.map((row) => row.id);
  const [checklists, rents] = await Promise.all([ownChecklistsOf(db, ids), ownRentsOf(db, ids)]);
  return rows.map((row) => toExportedComment(row, checklists.get(row.id), rents.get(row.id)));
}

/** One of the author's comments as their export lists it (the move-in kit's record). */
export async function exportedCommentOf(
  db: Db,
  row: MarkerCommentRow,
  userId: string,
): Promise<AccountExport['comments'][number]> {
  const [comment] = await exportedComments(db, [row], userId);
  return comment!;
}
