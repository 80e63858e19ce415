import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  API_DIRECTIVES,
  appPageDirectives,
  DOCS_DIRECTIVES,
  PERMISSIONS_POLICY,
  policyKindOf,
  type CspDirectives,
  type PolicyKind,
} from '../web/security-policy';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (err?: Error) => void) => void;

function csp(directives: CspDirectives): Middleware {
  return helmet.contentSecurityPolicy({ useDefaults: false, directives });
}

/**
 * Security headers on every answer (pages, API JSON, remote assets, photos, docs), set by
 * helmet before any route runs: a Content-Security-Policy chosen by path (the app page,
 * the API, Swagger UI), no framing, a strict referrer, no MIME sniffing, powerful features
 * off, and HSTS when the public URL is https. A route may set a stricter policy of its own
 * (photos do).
 */
async function securityHeaders(app: FastifyInstance): Promise<void> {
  const { config } = app;
  const https = config.publicBaseUrl?.startsWith('https:') ?? false;
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: false, // per path, below
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Google's sign-in pop-up reports back to its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Hosts on other origins (CORS_ORIGINS) show our photos and static maps in <img>.
    crossOriginResourcePolicy: {
      policy: config.corsOrigins.length > 0 ? 'cross-origin' : 'same-origin',
    },
    // Only this host: the app may share a domain with sites still on http.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: false } : false,
  });

  const policies: Record<PolicyKind, Middleware> = {
    app: csp(appPageDirectives(config)),
    api: csp(API_DIRECTIVES),
    docs: csp(DOCS_DIRECTIVES),
  };
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
    policies[policyKindOf(request.url)](request.raw, reply.raw, done);
  });
}

export default fp(securityHeaders, { name: 'security-headers' });
