import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX, APP_VERSION } from 'shared';

/** The OpenAPI document, generated from the route schemas: UI at /api/docs, JSON at /api/docs/json. */
async function openApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'RentMap API',
        description:
          'Successes are `{ success: true, data }`; failures `{ success: false, code, message }`.',
        version: APP_VERSION,
      },
      tags: [
        { name: 'system', description: 'Health and client configuration' },
        { name: 'markers', description: 'Saved marker comments' },
        { name: 'auth', description: 'Accounts: register, verify, sign in, refresh, reset' },
        { name: 'users', description: 'The signed-in user' },
      ],
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: `${API_PREFIX}/docs` });
}

export default fp(openApi, { name: 'openapi' });
