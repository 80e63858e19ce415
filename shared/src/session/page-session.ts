/**
 * The page-wide session store, wired to the page-wide token service and typed API client.
 * One per page: `shared` is a Module Federation singleton.
 */
import type { ClientConfig, User } from '../contract/api';
import { tokenService } from '../auth/session';
import { readBootData } from './boot-data';
import { call } from '../auth/api';
import { SessionStore } from './session-store';

function isUser(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false;
  const { id, email } = value as Partial<Record<keyof User, unknown>>;
  return typeof id === 'string' && typeof email === 'string';
}

/** GET /users/me: the signed-in user; an answer that holds none is a failure. */
async function fetchCurrentUser(): Promise<User> {
  const user: unknown = await call('currentUser');
  if (!isUser(user)) throw new Error('The answer to GET /users/me holds no user.');
  return user;
}

/** GET /api/config (public): the run-time client configuration, unless the page holds it. */
async function fetchClientConfig(): Promise<ClientConfig> {
  const inline = readBootData()?.config;
  if (inline) return inline;
  const config: ClientConfig | null = await call('clientConfig');
  if (typeof config !== 'object' || config === null) {
    throw new Error('The answer to GET /api/config holds no config.');
  }
  return config;
}

export const session = new SessionStore({
  tokenService,
  fetchUser: fetchCurrentUser,
  fetchConfig: fetchClientConfig,
});
