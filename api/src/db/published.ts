import { sql, type SqlBool } from 'kysely';

/**
 * Only published comments are anyone's but their author's and moderators': every
 * read for the map, the clusters and the list keeps to them. Written as this literal, word
 * for word the condition of the partial indexes of migration 20261127090000: SQLite uses a
 * partial index only for a query that names its condition so (never for a bound value).
 */
export const PUBLISHED = sql<SqlBool>`status = 'published'`;
