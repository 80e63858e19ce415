import {
  CONDITION_CATEGORIES,
  DEFAULT_VIEW_STATE,
  formatViewSearch,
  NO_FILTERS,
  placePath,
  ROUTES,
  TEXTS,
  type ConditionCategory,
  type LocationType,
} from 'shared/contract';
import type { WatchedAreaRow } from '../../db/types';
import { mailHtml, type MailMessage } from '../../plugins/mail';
import { escapeHtml } from '../../web/page-meta';
import { CATEGORY_LABELS } from '../conditions/condition-lists';
import type { PendingDelivery } from './alerts.repository';

const PRODUCT = TEXTS.productName;
/** How much of each comment a digest quotes. */
export const EXCERPT_LENGTH = 200;

function excerpt(text: string): string {
  const chars = [...text.replace(/\s+/g, ' ').trim()];
  return chars.length > EXCERPT_LENGTH
    ? `${chars.slice(0, EXCERPT_LENGTH).join('')}…`
    : chars.join('');
}

export type DigestArea = Pick<
  WatchedAreaRow,
  'id' | 'name' | 'west' | 'south' | 'east' | 'north' | 'types' | 'photos' | 'feed_token'
> & { unsubscribe_token?: string };

/** The map showing the area (its centre, a zoom that fits it on a laptop screen, its filters). */
export function areaMapUrl(publicBaseUrl: string, area: DigestArea): string {
  const lonSpan = area.west <= area.east ? area.east - area.west : 360 - area.west + area.east;
  const latSpan = Math.max(1e-6, area.north - area.south);
  let lon = area.west + lonSpan / 2;
  if (lon > 180) lon -= 360;
  // Web Mercator: the world is 256 × 2^z pixels wide; fit the area in about 1000 × 700.
  const zoom = Math.min(
    Math.log2((1000 * 360) / (256 * Math.max(1e-6, lonSpan))),
    Math.log2((700 * 170) / (256 * latSpan)),
  );
  let types: LocationType[];
  try {
    types = JSON.parse(area.types || '[]') as LocationType[];
  } catch {
    types = [];
  }
  const search = formatViewSearch({
    ...DEFAULT_VIEW_STATE,
    view: {
      lat: (area.north + area.south) / 2,
      lon,
      zoom: Math.max(3, Math.min(18, Math.floor(zoom))),
    },
    filters: { ...NO_FILTERS, types, photos: Boolean(area.photos) },
  });
  return `${publicBaseUrl}/?${search}`;
}

export function areaFeedUrl(publicBaseUrl: string, feedToken: string): string {
  return `${publicBaseUrl}${ROUTES.areaFeed.path.replace(':token', encodeURIComponent(feedToken))}`;
}

/** The one-click unsubscribe address (RFC 8058): a POST to it stops the area's emails. */
export function unsubscribeUrl(publicBaseUrl: string, token: string): string {
  return `${publicBaseUrl}${ROUTES.alertUnsubscribe.path}?token=${encodeURIComponent(token)}`;
}

export function placeUrl(publicBaseUrl: string, commentId: string): string {
  return `${publicBaseUrl}${placePath(commentId)}`;
}

export function digestSubject(count: number, areaName: string): string {
  return count === 1 ? `1 new comment in ${areaName}` : `${count} new comments in ${areaName}`;
}

function describe(comment: PendingDelivery): string {
  const unit = comment.unit_number.trim() ? `unit ${comment.unit_number.trim()}, ` : '';
  return `${comment.location_type}, ${unit}${comment.full_address}`;
}

/**
 * "Reported not met: Mould and damp, Heating", in the lists' order; null when the comment's
 * checklist reports nothing not met (or it has none).
 */
function notMetLine(categories: readonly ConditionCategory[] | undefined): string | null {
  if (!categories || categories.length === 0) return null;
  const labels = CONDITION_CATEGORIES.filter((category) => categories.includes(category)).map(
    (category) => CATEGORY_LABELS[category],
  );
  return `Reported not met: ${labels.join(', ')}`;
}

/**
 * One digest email: every comment waiting for the area, each with what its checklist reports
 * not met and its place's link, then the area on the map, its feed and how to stop these
 * emails. The headers let mail programs offer a one-click unsubscribe (RFC 8058:
 * List-Unsubscribe with an https URL, and List-Unsubscribe-Post) and recognise a retried send
 * (the same Message-ID).
 */
export function digestMail(input: {
  to: string;
  area: DigestArea & { unsubscribe_token: string };
  comments: PendingDelivery[];
  /** Each comment's checklist categories answered not met, by comment id. */
  notMet: ReadonlyMap<string, readonly ConditionCategory[]>;
  publicBaseUrl: string;
  messageId: string;
}): MailMessage {
  const { area, comments, publicBaseUrl } = input;
  const notMetOf = (comment: PendingDelivery) => notMetLine(input.notMet.get(comment.id));
  const mapUrl = areaMapUrl(publicBaseUrl, area);
  const feedUrl = areaFeedUrl(publicBaseUrl, area.feed_token);
  const stopUrl = unsubscribeUrl(publicBaseUrl, area.unsubscribe_token);
  const intro = `New on ${PRODUCT} in your watched area ${area.name}:`;
  const footer = `You get these emails because you watch ${area.name} on ${PRODUCT}, at most one an hour.`;

  const text = [
    intro,
    ...comments.map((comment) =>
      [
        describe(comment),
        `"${excerpt(comment.comment)}"`,
        notMetOf(comment),
        placeUrl(publicBaseUrl, comment.id),
      ]
        .filter((line) => line !== null)
        .join('\n'),
    ),
    `See ${area.name} on the map: ${mapUrl}`,
    `Its feed: ${feedUrl}`,
    `${footer}\nStop these emails: ${stopUrl}`,
  ].join('\n\n');

  const items = comments
    .map((comment) => {
      const notMet = notMetOf(comment);
      return (
        `<li style="margin-bottom:1em"><a href="${escapeHtml(placeUrl(publicBaseUrl, comment.id))}">` +
        `${escapeHtml(describe(comment))}</a><br>${escapeHtml(excerpt(comment.comment))}` +
        `${notMet ? `<br>${escapeHtml(notMet)}` : ''}</li>`
      );
    })
    .join('');
  const html = mailHtml(
    `<p>${escapeHtml(intro)}</p><ul>${items}</ul>` +
      `<p><a href="${escapeHtml(mapUrl)}">See ${escapeHtml(area.name)} on the map</a> · ` +
      `<a href="${escapeHtml(feedUrl)}">Its feed</a></p>` +
      `<p style="color:#555;font-size:0.9em">${escapeHtml(footer)} ` +
      `<a href="${escapeHtml(stopUrl)}">Stop these emails</a></p>`,
  );

  return {
    to: input.to,
    subject: digestSubject(comments.length, area.name),
    text,
    html,
    messageId: input.messageId,
    headers: {
      'List-Unsubscribe': `<${stopUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
