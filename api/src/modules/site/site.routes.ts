import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { baseUrlOf } from '../../web/host-page';
import { robotsTxt, sitemapXml } from './site.service';

/** Derived from the code alone; an hour's caching costs a crawler nothing it needs. */
const CACHE = 'public, max-age=3600';

/**
 * GET /sitemap.xml and /robots.txt: the site's pages for search engines. They are not API
 * routes, so, like the host page and /remotes.json, they stay out of the OpenAPI document.
 * Absolute URLs use PUBLIC_BASE_URL, else the request's own base, as the host page's links do.
 */
export const siteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const file = (url: string, contentType: string, body: (baseUrl: string) => string) =>
    app.get(
      url,
      { schema: { hide: true, response: { 200: Type.String() } } },
      async (request, reply) =>
        reply
          .type(contentType)
          .header('cache-control', CACHE)
          .send(body(baseUrlOf(request))),
    );
  file('/sitemap.xml', 'application/xml; charset=utf-8', sitemapXml);
  file('/robots.txt', 'text/plain; charset=utf-8', robotsTxt);
};
