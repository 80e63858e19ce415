import {
  LIMITS,
  ROUTES,
  STATIC_MAP_LIMITS,
  TEXTS,
  buildingName,
  buildingPath,
  buildingSummary,
  parsePhotoNames,
  photoUrl,
  placePath,
  type Building,
  type SavedMarkerComment,
} from 'shared/contract';

/**
 * What a link preview shows (Open Graph, Twitter cards) and what a search engine reads: the
 * tags the API writes into the host's index.html, so a link pasted into a chat previews
 * without running the app. Every value is text and is escaped when written.
 */
export interface PageMeta {
  title: string;
  description: string;
  /** Absolute: the page's one address (canonical link, og:url). */
  url: string;
  type: 'website' | 'article';
  image?: { url: string; alt: string; width?: number; height?: number };
}

export const SITE_NAME = TEXTS.productName;
/** The map page's title, as the host sets it in the tab. */
export const SITE_TITLE = `${SITE_NAME} — find your next rental`;
export const SITE_DESCRIPTION = TEXTS.footerTagline;

/** A preview shows about this much; longer descriptions are cut at a word. */
const DESCRIPTION_MAX = 200;

/** The static map for a place without photos: 1.91:1, the large preview card's shape. */
const PREVIEW_MAP = { width: 1024, height: 536 } as const;

export function siteMeta(baseUrl: string): PageMeta {
  return { title: SITE_TITLE, description: SITE_DESCRIPTION, url: `${baseUrl}/`, type: 'website' };
}

/**
 * A saved comment's page: titled by what and where it is; described by its address and the
 * start of the comment; pictured by its first photo, else a map of the point.
 */
export function placeMeta(
  comment: SavedMarkerComment,
  options: { baseUrl: string; photoBaseUrl?: string },
): PageMeta {
  const address = oneLine(comment.fullAddress) || TEXTS.map.defaultPopupTitle;
  const title = `${comment.locationType} at ${address}`;
  const excerpt = oneLine(comment.comment);
  // The address in full; the comment as much as fits after it.
  const room = Math.max(DESCRIPTION_MAX - address.length - 4, DESCRIPTION_MAX / 4);
  const description = excerpt ? `${address}: “${truncate(excerpt, room)}”` : address;
  const [firstPhoto] = parsePhotoNames(comment.photoUrls);
  return {
    title,
    description,
    url: `${options.baseUrl}${placePath(comment.id)}`,
    type: 'article',
    image: firstPhoto
      ? {
          url: absolute(photoUrl(firstPhoto, options.photoBaseUrl), options.baseUrl),
          alt: `Photo of ${address}`,
        }
      : mapImage(comment, address, options.baseUrl),
  };
}

/** A building's page: named by its address, described by what its comments cover. */
export function buildingMeta(building: Building, options: { baseUrl: string }): PageMeta {
  const name = buildingName(building);
  return {
    title: name,
    description: `${buildingSummary(building)} on ${SITE_NAME}. ${oneLine(building.fullAddress)}`,
    url: `${options.baseUrl}${buildingPath(building.id)}`,
    type: 'article',
    image: mapImage(building, name, options.baseUrl),
  };
}

function mapImage(
  comment: Pick<SavedMarkerComment, 'lat' | 'lon'>,
  address: string,
  baseUrl: string,
): PageMeta['image'] | undefined {
  // Web Mercator (and so the static map) ends short of the poles.
  if (Math.abs(comment.lat) > STATIC_MAP_LIMITS.maxLatitude) return undefined;
  const query = new URLSearchParams({
    lat: String(comment.lat),
    lon: String(comment.lon),
    zoom: String(LIMITS.staticMap.zoom),
    width: String(PREVIEW_MAP.width),
    height: String(PREVIEW_MAP.height),
  });
  return {
    url: `${baseUrl}${ROUTES.staticMap.path}?${query}`,
    alt: `Map of ${address}`,
    ...PREVIEW_MAP,
  };
}

/** The head tags of a page: title, description, canonical link, Open Graph, Twitter card. */
export function metaTags(meta: PageMeta): string {
  const tags: Array<[kind: 'name' | 'property', key: string, value: string | number]> = [
    ['name', 'description', meta.description],
    ['property', 'og:type', meta.type],
    ['property', 'og:site_name', SITE_NAME],
    ['property', 'og:title', meta.title],
    ['property', 'og:description', meta.description],
    ['property', 'og:url', meta.url],
    ['name', 'twitter:card', meta.image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', meta.title],
    ['name', 'twitter:description', meta.description],
  ];
  if (meta.image) {
    tags.push(['property', 'og:image', meta.image.url]);
    if (meta.image.width) tags.push(['property', 'og:image:width', meta.image.width]);
    if (meta.image.height) tags.push(['property', 'og:image:height', meta.image.height]);
    tags.push(['property', 'og:image:alt', meta.image.alt]);
    tags.push(['name', 'twitter:image', meta.image.url]);
    tags.push(['name', 'twitter:image:alt', meta.image.alt]);
  }
  const title = meta.type === 'website' ? meta.title : `${meta.title} · ${SITE_NAME}`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<link rel="canonical" href="${escapeHtml(meta.url)}">`,
    ...tags.map(
      ([kind, key, value]) => `<meta ${kind}="${key}" content="${escapeHtml(String(value))}">`,
    ),
  ].join('\n');
}

/** The template's title and description (html-minifier may drop the attribute's quotes). */
const TEMPLATE_TAGS = [/<title>[\s\S]*?<\/title>/gi, /<meta\s+name=["']?description\b[^>]*>/gi];

/**
 * The host's index.html with a page's tags in its head, in place of the template's own title
 * and description. A page without a head (not the built host) is sent as it is.
 */
export function withMeta(html: string, meta: PageMeta): string {
  const headEnd = html.search(/<\/head>/i);
  if (headEnd < 0) return html;
  const head = TEMPLATE_TAGS.reduce((text, tag) => text.replace(tag, ''), html.slice(0, headEnd));
  return `${head}${metaTags(meta)}\n${html.slice(headEnd)}`;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text as HTML text or a quoted attribute value: a comment never becomes markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const atWord = cut.replace(/\s+\S*$/, '');
  return `${atWord.length > max / 2 ? atWord : cut}…`;
}

function absolute(url: string, baseUrl: string): string {
  return /^https?:\/\//i.test(url) ? url : `${baseUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}
