import { MODERATION_LIMITS, type SamePlaceComments, type SamePlaceParams } from 'shared/contract';
import type { Db } from '../../db/kysely';
import { presentComments, type ViewerId } from '../markers/comment-view';
import { commentsAtPlace } from './publishing-checks';

/**
 * What is already published about a place, for the author of a new comment to add to rather
 * than repeat: the same place as the duplicate check's (commentsAtPlace), published only.
 */
export async function findSamePlaceComments(
  db: Db,
  query: SamePlaceParams,
  viewer: ViewerId,
): Promise<SamePlaceComments> {
  const rows = await commentsAtPlace(
    db,
    {
      lat: query.lat,
      lon: query.lon,
      fullAddress: query.fullAddress ?? '',
      unitNumber: query.unitNumber ?? '',
    },
    { publishedOnly: true, limit: MODERATION_LIMITS.samePlaceMaxComments },
  );
  return { content: await presentComments(db, rows, viewer) };
}
