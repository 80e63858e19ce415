import {
  ATOM_CONTENT_TYPE,
  ATOM_MEDIA_TYPE,
  FEED_LIMITS,
  GEOJSON_CONTENT_TYPE,
  OpenDataCollectionSchema,
  ROUTES,
  TEXTS,
  feedSearch,
} from 'shared/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { App } from '../../http/app-instance';
import { defineRoute } from '../../http/route';
import { emptyResponse, mediaResponse, type ResponseHeader } from '../../http/schemas';
import { baseUrlOf } from '../../web/host-page';
import { atomFeed, type AtomFeedInput } from './atom';
import { sendWithValidators } from './conditional-get';
import { absolute } from './feed-links';
import { areaFeed, newestInView, openDataPage } from './feeds.service';
import { featureCollection } from './geojson';

/** An empty view's feed names no time of its own: this fixed one keeps its ETag. */
const EMPTY_FEED_UPDATED = '2026-01-01T00:00:00.000Z';

/** Every feed answer, 304s included, names the feed's current version. */
const FEED_VALIDATORS: Record<string, ResponseHeader> = {
  etag: { type: 'string', description: 'A weak ETag of the feed', required: true },
  'last-modified': {
    type: 'string',
    description: "The newest entry's time (HTTP date)",
    required: true,
  },
};
const ATOM_RESPONSE = mediaResponse(
  `An Atom 1.0 feed (RFC 4287) of the newest ${FEED_LIMITS.feedEntries} comments, newest ` +
    'first, with ETag and Last-Modified',
  { [ATOM_MEDIA_TYPE]: Type.String() },
  FEED_VALIDATORS,
);
const NOT_MODIFIED = emptyResponse(
  "Not modified: If-None-Match names the feed's current ETag",
  FEED_VALIDATORS,
);
const FEED_RESPONSES = { 200: ATOM_RESPONSE, 304: NOT_MODIFIED };

const tags = ['feeds'];

/** The address a request was made at, absolute: a feed's rel=self, an export page's self link. */
const requestUrl = (request: FastifyRequest) => absolute(baseUrlOf(request), request.url);

/**
 * Atom feeds of a view and filter and of a watched area; the comments as GeoJSON. A feed
 * reader polls a feed every few minutes to hours (the `feed` class); a GIS tool pages through
 * an export one page after another (the `read` class). Each answer is one or two reads of the
 * list's indexes.
 */
export async function feedsRoutes(app: App): Promise<void> {
  const { photoBaseUrl } = app.config;

  /** A feed at the request's own address, with its validators (304 when unchanged). */
  const sendFeed = (
    request: FastifyRequest,
    reply: FastifyReply,
    feed: Omit<AtomFeedInput, 'selfUrl' | 'baseUrl' | 'photoBaseUrl'>,
  ) => {
    const { xml, updated } = atomFeed({
      ...feed,
      selfUrl: requestUrl(request),
      baseUrl: baseUrlOf(request),
      photoBaseUrl,
    });
    return sendWithValidators(request, reply, {
      body: xml,
      contentType: ATOM_CONTENT_TYPE,
      lastModified: updated,
      cacheSeconds: FEED_LIMITS.cacheSeconds,
    });
  };

  defineRoute(
    app,
    'commentsFeed',
    {
      tags,
      summary: 'The newest comments of a map view and filter as an Atom feed (public)',
      description:
        "The parameters are the list's (GET /api/marker/marker-comments/list): a bbox (absent: " +
        'everywhere) and the filters. Held and hidden comments never appear; authors are named ' +
        'as the public list names them. 304 when If-None-Match names the current ETag.',
      responses: FEED_RESPONSES,
    },
    async (request, reply) => {
      const query = request.query;
      const search = feedSearch(query);
      return sendFeed(request, reply, {
        // The view's canonical address (parameters in one order) names it for good.
        id: absolute(
          baseUrlOf(request),
          `${ROUTES.commentsFeed.path}${search ? `?${search}` : ''}`,
        ),
        title: `${TEXTS.productName}: ${query.bbox ? 'comments in a map view' : 'all comments'}`,
        query,
        emptyUpdated: EMPTY_FEED_UPDATED,
        comments: await newestInView(app.db, query),
      });
    },
  );

  defineRoute(
    app,
    'areaFeed',
    {
      tags,
      summary: "A watched area's Atom feed (anyone with its link)",
      description:
        "The area's bounds (a radius area: its circle) and filters. The token in the path is " +
        "the feed's only credential: no Authorization header. 404 for a token no area has.",
      responses: FEED_RESPONSES,
    },
    async (request, reply) => {
      const area = await areaFeed(app.db, request.params.token);
      return sendFeed(request, reply, {
        id: `urn:uuid:${area.id}`,
        title: `${TEXTS.productName}: ${area.name}`,
        query: area.query,
        emptyUpdated: area.updatedAt,
        comments: area.comments,
      });
    },
  );

  defineRoute(
    app,
    'openDataComments',
    {
      tags,
      summary: 'The comments of a map view and filter as GeoJSON (RFC 7946, public)',
      description:
        'A FeatureCollection of Point features ([longitude, latitude]), newest first, with the ' +
        'public fields of each comment. Follow `links` rel=next for the next page (absent on ' +
        'the last). Held and hidden comments never appear; private authors are null.',
      responses: {
        200: mediaResponse('A GeoJSON FeatureCollection', {
          [GEOJSON_CONTENT_TYPE]: OpenDataCollectionSchema,
        }),
      },
    },
    async (request, reply) => {
      const baseUrl = baseUrlOf(request);
      const page = await openDataPage(app.db, request.query);
      const selfUrl = requestUrl(request);
      let nextUrl: string | null = null;
      if (page.nextCursor !== null) {
        const next = new URL(selfUrl);
        next.searchParams.set('cursor', page.nextCursor);
        nextUrl = next.href;
      }
      return reply
        .type(GEOJSON_CONTENT_TYPE)
        .header('cache-control', `public, max-age=${FEED_LIMITS.cacheSeconds}`)
        .send(featureCollection({ ...page, selfUrl, nextUrl, baseUrl, photoBaseUrl }));
    },
  );
}
