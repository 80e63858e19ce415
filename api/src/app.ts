import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify from 'fastify';
import { API_PREFIX } from 'shared/contract';
import type { AppConfig } from './config';
import {
  answerUnmetExpectations,
  clientErrorHandler,
  frameworkErrors,
  refuseMissingHost,
} from './http/client-errors';
import type { App } from './http/app-instance';
import { errorHandler } from './http/error-handler';
import { createNotFoundHandler } from './http/not-found-handler';
import { refuseUnstorableText } from './http/storable-text';
import { RouteIndex } from './http/route-index';
import { formatValidationError } from './http/validation-message';
import { buildSerializer, buildValidator } from './http/schema-compilers';
import { loggerOptions, type LogStream } from './logger';
import { wireModules } from './module-wiring';
import { buildingsRoutes } from './modules/buildings/buildings.routes';
import { conditionsRoutes } from './modules/conditions/conditions.routes';
import { earlierCommentsPlugin } from './modules/buildings/earlier-comments';
import { clientConfigRoutes } from './modules/client-config/client-config.routes';
import { geoRoutes } from './modules/geo/geo.routes';
import { healthRoutes } from './modules/health/health.routes';
import { markersRoutes } from './modules/markers/markers.routes';
import { moderationRoutes } from './modules/moderation/moderation.routes';
import { noticeRoutes } from './modules/moderation/notices.routes';
import { samePlaceRoutes } from './modules/moderation/same-place.routes';
import { placeMergesRoutes } from './modules/moderation/place-merges.routes';
import { likesRoutes } from './modules/markers/likes.routes';
import { ownCommentsRoutes } from './modules/markers/own-comments.routes';
import { moveInKitRoutes } from './modules/markers/move-in-kit.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { usersRoutes } from './modules/users/users.routes';
import { accountDeletionRoutes } from './modules/users/account-deletion.routes';
import { exportRoutes } from './modules/users/export.routes';
import { passwordRoutes } from './modules/users/password.routes';
import { settingsRoutes } from './modules/users/settings.routes';
import photoCleanupPlugin from './modules/photos/photos.cleanup';
import { photosRoutes } from './modules/photos/photos.routes';
import { remotesRoutes } from './modules/remotes/remotes.routes';
import { siteRoutes } from './modules/site/site.routes';
import { watchedAreasRoutes } from './modules/watched-areas/watched-areas.routes';
import { feedsRoutes } from './modules/feeds/feeds.routes';
import { alertsRoutes } from './modules/alerts/alerts.routes';
import alertsWorkerPlugin from './modules/alerts/alerts.worker';
import scheduledPublishingPlugin from './modules/markers/scheduled-publishing';
import pushPlugin from './modules/push/push.plugin';
import { pushRoutes } from './modules/push/push.routes';
import { phoneRoutes } from './modules/sms/phone.routes';
import smsPlugin from './modules/sms/sms.plugin';
import { staticMapRoutes } from './modules/static-map/static-map.routes';
import authPlugin from './plugins/auth';
import compressionPlugin from './plugins/compression';
import corsPlugin from './plugins/cors';
import databasePlugin from './plugins/database';
import mailPlugin from './plugins/mail';
import rateLimitPlugin, { NOT_FOUND_RATE_LIMIT } from './plugins/rate-limit';
import redisPlugin from './plugins/redis';
import securityHeadersPlugin from './plugins/security-headers';
import storagePlugin from './plugins/storage';
import swaggerPlugin from './plugins/swagger';
import webAssetsPlugin, { hostDistOf } from './plugins/web-assets';
import { wantsAppPage } from './web/host-page';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

export type { App };

export interface BuildAppOptions {
  /** Where log lines go instead of stdout (tests). */
  logStream?: LogStream;
}

/**
 * The whole API in one explicit boot order: external plugins, app plugins, feature
 * modules, then the one not-found handler. Not listening yet: server.ts does that, tests
 * use inject().
 */
export async function buildApp(config: AppConfig, options: BuildAppOptions = {}): Promise<App> {
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    schemaErrorFormatter: formatValidationError,
    schemaController: { compilersFactory: { buildValidator, buildSerializer } },
    // Parser, router and Node's early answers in the error shape too (http/client-errors).
    clientErrorHandler,
    frameworkErrors,
    http: { requireHostHeader: false },
    // Fastify gives each plugin 10 s to start by default, but the database plugin migrates
    // first, and a migration that builds an index over a million comments takes minutes.
    // Every plugin that waits on a service has a connect time-out of its own instead.
    pluginTimeout: 0,
  }).withTypeProvider<TypeBoxTypeProvider>();
  answerUnmetExpectations(app.server);

  app.decorate('config', config);
  app.setErrorHandler(errorHandler);
  // Before any route's own hooks: text no database can store never reaches one.
  app.addHook('preValidation', refuseUnstorableText);
  const routes = new RouteIndex();
  app.addHook('onRoute', (route) => routes.add(route.method, route.url));

  // External plugins (security headers first: every answer carries them, 429s included)
  await app.register(securityHeadersPlugin);
  await app.register(compressionPlugin);
  app.addHook('onRequest', refuseMissingHost);
  await app.register(redisPlugin);
  await app.register(swaggerPlugin);
  await app.register(rateLimitPlugin);
  await app.register(corsPlugin, { origins: config.corsOrigins });

  // App plugins
  await app.register(databasePlugin, { database: config.database });
  await app.register(earlierCommentsPlugin);
  await app.register(authPlugin);
  await app.register(mailPlugin);
  await app.register(alertsWorkerPlugin);
  await app.register(scheduledPublishingPlugin);
  await app.register(pushPlugin);
  await app.register(smsPlugin);
  await app.register(storagePlugin, { storage: config.storage });
  await app.register(photoCleanupPlugin);
  await app.register(webAssetsPlugin, { webRoot: config.webRoot });

  // Feature modules, each connected to what the modules below it let it take part in
  wireModules(config);
  await app.register(healthRoutes, { prefix: API_PREFIX });
  await app.register(clientConfigRoutes, { prefix: API_PREFIX });
  await app.register(markersRoutes, { prefix: API_PREFIX });
  await app.register(likesRoutes, { prefix: API_PREFIX });
  await app.register(ownCommentsRoutes, { prefix: API_PREFIX });
  await app.register(moveInKitRoutes, { prefix: API_PREFIX });
  await app.register(authRoutes, { prefix: API_PREFIX });
  await app.register(usersRoutes, { prefix: API_PREFIX });
  await app.register(exportRoutes, { prefix: API_PREFIX });
  await app.register(accountDeletionRoutes, { prefix: API_PREFIX });
  await app.register(passwordRoutes, { prefix: API_PREFIX });
  await app.register(settingsRoutes, { prefix: API_PREFIX });
  await app.register(geoRoutes, { prefix: API_PREFIX });
  await app.register(photosRoutes, { prefix: API_PREFIX });
  await app.register(staticMapRoutes, { prefix: API_PREFIX });
  await app.register(moderationRoutes, { prefix: API_PREFIX });
  await app.register(noticeRoutes, { prefix: API_PREFIX });
  await app.register(samePlaceRoutes, { prefix: API_PREFIX });
  await app.register(placeMergesRoutes, { prefix: API_PREFIX });
  await app.register(buildingsRoutes, { prefix: API_PREFIX });
  await app.register(conditionsRoutes, { prefix: API_PREFIX });
  await app.register(watchedAreasRoutes, { prefix: API_PREFIX });
  await app.register(feedsRoutes, { prefix: API_PREFIX });
  await app.register(alertsRoutes, { prefix: API_PREFIX });
  await app.register(pushRoutes, { prefix: API_PREFIX });
  await app.register(phoneRoutes, { prefix: API_PREFIX });
  await app.register(siteRoutes);
  await app.register(remotesRoutes, {
    manifestPath: config.remotesManifestPath,
    webRoot: config.webRoot,
  });

  app.setNotFoundHandler(
    {
      // Scanners probing for files or unknown pages are slowed down; people opening a deep
      // link to one of the app's pages are not.
      preHandler: app.rateLimit({ ...NOT_FOUND_RATE_LIMIT, allowList: wantsAppPage }),
    },
    createNotFoundHandler({ routes, hostDist: hostDistOf(config.webRoot) }),
  );
  return app;
}
