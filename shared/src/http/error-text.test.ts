/** @jest-environment node */
// Node environment: axios then uses its http adapter against a real local server.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import axios from 'axios';
import { TEXTS } from '../texts';
import { apiErrorCode, apiErrorStatus, apiErrorText, isConflictError } from './error-text';

/** GET /{status}?body=<json> answers with that status and body ("none" for an empty body). */
let server: Server;
let baseURL: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/hang') return; // never answers
    const status = Number(url.pathname.slice(1));
    const body = url.searchParams.get('body');
    if (body === null) {
      res.writeHead(status).end();
    } else {
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(body);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function failureOf(status: number, body?: unknown): Promise<unknown> {
  const query = body === undefined ? '' : `?body=${encodeURIComponent(JSON.stringify(body))}`;
  try {
    await axios.get(`${baseURL}/${status}${query}`);
  } catch (error) {
    return error;
  }
  throw new Error(`GET /${status} did not fail`);
}

async function closedPortURL(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return `http://127.0.0.1:${port}`;
}

describe('apiErrorText', () => {
  it("uses the body's message", async () => {
    const error = await failureOf(400, { success: false, code: 'BAD_REQUEST', message: 'Bad pin' });
    expect(apiErrorText(error)).toBe('Bad pin');
  });

  it('prefers message over error when both are present', async () => {
    expect(apiErrorText(await failureOf(400, { message: 'First', error: 'Second' }))).toBe('First');
  });

  it("falls back to the body's error", async () => {
    expect(apiErrorText(await failureOf(500, { error: 'Database unavailable' }))).toBe(
      'Database unavailable',
    );
  });

  it('skips an empty message', async () => {
    expect(apiErrorText(await failureOf(422, { message: '', error: 'Unprocessable' }))).toBe(
      'Unprocessable',
    );
  });

  it('says HTTP {status} when the body has neither', async () => {
    expect(apiErrorText(await failureOf(503))).toBe('HTTP 503');
    expect(apiErrorText(await failureOf(404, { success: false }))).toBe('HTTP 404');
  });

  it('reports a refused connection as no response', async () => {
    const error = await axios.get(`${await closedPortURL()}/anything`).catch((e: unknown) => e);
    expect(apiErrorText(error)).toBe(TEXTS.http.noResponse);
  });

  it('reports a time-out as no response', async () => {
    const error = await axios.get(`${baseURL}/hang`, { timeout: 50 }).catch((e: unknown) => e);
    expect(apiErrorText(error)).toBe('No response received from server');
  });

  it("uses the error's own message when no request was made", async () => {
    // axios refuses the protocol before any request leaves.
    const error = await axios.get('ftp://example.invalid/file').catch((e: unknown) => e);
    expect(axios.isAxiosError(error)).toBe(true);
    expect(apiErrorText(error)).toBe('Unsupported protocol ftp:');
    expect(apiErrorText(new Error('Something broke'))).toBe('Something broke');
  });

  it('says Unknown error occurred when there is nothing to say', () => {
    expect(apiErrorText(new Error(''))).toBe(TEXTS.http.unknown);
    expect(apiErrorText(undefined)).toBe('Unknown error occurred');
    expect(apiErrorText(42)).toBe('Unknown error occurred');
  });
});

describe('apiErrorCode and apiErrorStatus', () => {
  it('read the code and status of a response', async () => {
    const error = await failureOf(409, { code: 'EMAIL_ALREADY_IN_USE', message: 'Taken' });
    expect(apiErrorCode(error)).toBe('EMAIL_ALREADY_IN_USE');
    expect(apiErrorStatus(error)).toBe(409);
  });

  it('are undefined without a response', async () => {
    const error = await axios.get(`${await closedPortURL()}/`).catch((e: unknown) => e);
    expect(apiErrorCode(error)).toBeUndefined();
    expect(apiErrorStatus(error)).toBeUndefined();
    expect(apiErrorCode(await failureOf(400, { message: 'No code' }))).toBeUndefined();
  });
});

describe('isConflictError', () => {
  it('counts status 409 as taken, whatever the body', async () => {
    expect(isConflictError(await failureOf(409))).toBe(true);
  });

  it('counts the two ALREADY_IN_USE codes as taken', async () => {
    const email = await failureOf(400, { code: 'EMAIL_ALREADY_IN_USE', message: 'Nope' });
    const username = await failureOf(400, { code: 'USERNAME_ALREADY_IN_USE', message: 'Nope' });
    expect(isConflictError(email)).toBe(true);
    expect(isConflictError(username)).toBe(true);
  });

  it("counts a text with 'already' or the Turkish 'zaten' as taken", async () => {
    expect(isConflictError(await failureOf(400, { message: 'Email ALREADY registered' }))).toBe(
      true,
    );
    expect(isConflictError(await failureOf(400, { error: 'Bu e-posta zaten kayıtlı' }))).toBe(true);
    expect(isConflictError(new Error('Username already taken'))).toBe(true);
  });

  it('does not count other failures', async () => {
    expect(
      isConflictError(await failureOf(400, { code: 'VALIDATION_ERROR', message: 'Bad' })),
    ).toBe(false);
    expect(isConflictError(await failureOf(500))).toBe(false);
    expect(
      isConflictError(await axios.get(`${await closedPortURL()}/`).catch((e: unknown) => e)),
    ).toBe(false);
    expect(isConflictError(undefined)).toBe(false);
  });
});
