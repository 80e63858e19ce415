import { Feed } from 'feed';
import {
  TEXTS,
  type CommentsFeedParams,
  type LocationType,
  type SavedMarkerComment,
} from 'shared/contract';
import { escapeHtml, placeMeta } from '../../web/page-meta';
import { absolute, mapUrl, photoUrlsOf } from './feed-links';

export interface AtomFeedInput {
  /** A permanent IRI naming the feed (RFC 4287 §4.2.6). */
  id: string;
  title: string;
  /** The address this feed was read at (rel=self). */
  selfUrl: string;
  /** The view + filter it shows: the map at that view is its rel=alternate. */
  query: CommentsFeedParams;
  /** When the feed has no entries, its `updated`: a fixed time, so its ETag holds. */
  emptyUpdated: string;
  comments: SavedMarkerComment[];
  baseUrl: string;
  photoBaseUrl?: string;
}

/** Characters XML 1.0 cannot carry at all (controls, lone surrogates): dropped, never sent. */
// eslint-disable-next-line no-control-regex
const NOT_XML = /[^\x09\x0A\x0D\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const xmlText = (text: string) => text.replace(NOT_XML, '');
/** Text as the HTML of an Atom text construct of type="html": never markup of its own. */
const html = (text: string) => escapeHtml(xmlText(text));

/**
 * An Atom 1.0 feed (RFC 4287) of comments, written by the `feed` library: feed id, title,
 * updated (the newest entry's), author, links self and alternate; each entry its id (the
 * comment's urn:uuid), title (type and address, as the place page is titled), updated and
 * published, a link to its place page, a summary and the content (the comment, the unit, the
 * photos as links). Every text is taken as text: a comment never becomes markup. `updated`
 * is the feed's, its Last-Modified.
 */
export function atomFeed(input: AtomFeedInput): { xml: string; updated: Date } {
  const { comments, baseUrl, photoBaseUrl } = input;
  const newest = comments.reduce<string | null>(
    (latest, comment) =>
      latest === null || comment.modifiedDate > latest ? comment.modifiedDate : latest,
    null,
  );
  const updated = new Date(newest ?? input.emptyUpdated);
  const feed = new Feed({
    id: input.id,
    title: xmlText(input.title),
    updated,
    generator: TEXTS.productName,
    language: 'en-AU',
    link: mapUrl(baseUrl, input.query),
    feedLinks: { atom: input.selfUrl },
    author: { name: TEXTS.productName, link: absolute(baseUrl, '/') },
    copyright: `The comments' authors, published on ${TEXTS.productName}`,
  });
  for (const comment of comments) {
    const meta = placeMeta(comment, { baseUrl, photoBaseUrl });
    feed.addItem({
      id: `urn:uuid:${comment.id}`,
      title: html(meta.title),
      link: meta.url,
      date: new Date(comment.modifiedDate),
      published: new Date(comment.createdDate),
      description: html(meta.description),
      content: entryContent(comment, photoUrlsOf(comment.photoUrls, baseUrl, photoBaseUrl)),
      author: [{ name: xmlText(comment.author) }],
      category: [{ term: comment.locationType satisfies LocationType }],
    });
  }
  return { xml: feed.atom1(), updated };
}

function entryContent(comment: SavedMarkerComment, photos: string[]): string {
  const paragraphs = xmlText(comment.comment)
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`);
  const lines = [
    ...paragraphs,
    `<p>${html(comment.locationType)}, unit ${html(comment.unitNumber)}, ${html(comment.fullAddress)}</p>`,
  ];
  if (photos.length > 0) {
    const links = photos.map((url, index) => `<a href="${escapeHtml(url)}">Photo ${index + 1}</a>`);
    lines.push(`<p>Photos: ${links.join(', ')}</p>`);
  }
  return lines.join('\n');
}
