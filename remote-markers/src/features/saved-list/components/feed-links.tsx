import {
  ATOM_MEDIA_TYPE,
  GEOJSON_CONTENT_TYPE,
  GEOJSON_FILE_NAME,
  feedLinks,
  type FeedQuery,
} from 'shared';
import type { SavedMarkersQuery } from '../api/list-query';
import { LIST_TEXTS } from '../texts';
import styles from './feed-links.module.css';

/** The list's query as a feed's: its bbox and filters (the order and its `near` are the list's own). */
function feedQueryOf(query: SavedMarkersQuery): FeedQuery {
  const text = (name: string) =>
    typeof query[name] === 'string' ? String(query[name]) : undefined;
  return {
    bbox: text('bbox'),
    types: text('types'),
    photos: query.photos === true ? true : undefined,
    within: text('within') as FeedQuery['within'],
    q: text('q'),
    mould: query.mould === true ? true : undefined,
    heating: query.heating === true ? true : undefined,
    rentMax: typeof query.rentMax === 'number' ? query.rentMax : undefined,
  };
}

/**
 * "Atom feed" and "GeoJSON" for what the list shows: the map's view (or everywhere) with its
 * filters, so a feed reader follows it and a GIS tool downloads it. Also the page's
 * `<link rel="alternate">` to the feed, which React puts in the document's head, so a feed
 * reader given the page's address finds it. Nothing while the list has no query yet.
 */
export function FeedLinks({ query }: { query: SavedMarkersQuery | null }) {
  if (query === null) return null;
  const links = feedLinks(feedQueryOf(query));
  return (
    <p className={styles.feeds}>
      <link rel="alternate" type={ATOM_MEDIA_TYPE} title={LIST_TEXTS.feedTitle} href={links.atom} />
      <span className={styles.label}>{LIST_TEXTS.feedsLabel}</span>
      <a className={styles.link} href={links.atom} type={ATOM_MEDIA_TYPE}>
        {LIST_TEXTS.atomFeed}
      </a>
      <a
        className={styles.link}
        href={links.geojson}
        type={GEOJSON_CONTENT_TYPE}
        download={GEOJSON_FILE_NAME}
      >
        {LIST_TEXTS.geojson}
      </a>
    </p>
  );
}
