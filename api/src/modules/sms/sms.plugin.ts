import fp from 'fastify-plugin';
import type { App } from '../../http/app-instance';
import { SmsBudget } from './sms-budget';

declare module 'fastify' {
  interface FastifyInstance {
    /** What text messages may still cost this hour (codes and alerts share it). */
    smsBudget: SmsBudget;
  }
}

/** One SMS budget for the app: the phone routes and the alert worker count against it. */
async function sms(app: App): Promise<void> {
  app.decorate(
    'smsBudget',
    new SmsBudget(
      {
        redis: app.redis,
        keyPrefix: app.config.redis?.keyPrefix ?? '',
        numberKey: app.accountCodeKey,
        hourly: app.config.sms.hourlyBudget,
      },
      app.log,
    ),
  );
}

export default fp(sms, { name: 'sms', dependencies: ['redis', 'auth'] });
