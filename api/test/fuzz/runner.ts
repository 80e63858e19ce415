import { fork, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { ERROR_CODES } from 'shared/contract';
import type { FuzzRequest } from './requests';

export interface Answer {
  status: number;
  contentType: string;
  body: Buffer;
}

/** The connection closed while a body over the server's limit was still being sent. */
export const CLOSED_ON_OVERSIZED_BODY = 'closed on an oversized body';

/** How long an answer may still arrive after the server closed the connection on us. */
const LATE_ANSWER_MS = 300;

/**
 * One request over HTTP with a hard time limit. A server may answer a body over its limit
 * with 413 and close the connection before the client has sent it all (RFC 9110 §15.5.14);
 * the client then fails writing. The answer is still taken if it arrives; if not, that is
 * CLOSED_ON_OVERSIZED_BODY for a body over `bodyLimit`, and a failure for any other.
 */
export function send(
  port: number,
  request: Pick<FuzzRequest, 'method' | 'url' | 'headers' | 'body'>,
  timeoutMs: number,
  bodyLimit = Infinity,
): Promise<Answer | 'timeout' | { error: string }> {
  return new Promise((resolve) => {
    const signal = AbortSignal.timeout(timeoutMs);
    let answered = false;
    let req: http.ClientRequest;
    try {
      req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: request.method,
          path: request.url,
          // A body always goes with its length (no chunking): framing is not what is fuzzed here.
          headers: request.body
            ? { ...request.headers, 'content-length': String(request.body.length) }
            : request.headers,
          signal,
          agent: false,
        },
        (response) => {
          answered = true;
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              contentType: String(response.headers['content-type'] ?? ''),
              body: Buffer.concat(chunks),
            }),
          );
          response.on('error', (error) =>
            resolve(signal.aborted ? 'timeout' : { error: error.message }),
          );
        },
      );
    } catch (error) {
      resolve({ error: `not sent: ${(error as Error).message}` });
      return;
    }
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (signal.aborted) return resolve('timeout');
      const closedOnUs = error.code === 'EPIPE' || error.code === 'ECONNRESET';
      if (!closedOnUs) return resolve({ error: error.message });
      // The answer may already be on its way (then it resolves first).
      setTimeout(() => {
        if (answered) return;
        const oversized = (request.body?.length ?? 0) > bodyLimit;
        resolve({ error: oversized ? CLOSED_ON_OVERSIZED_BODY : error.message });
      }, LATE_ANSWER_MS);
    });
    req.end(request.body);
  });
}

const KNOWN_CODES = new Set<string>(Object.values(ERROR_CODES));
/** Inputs the fuzz sends that must never come back in an error message. */
const ECHO_MARKERS = [
  '<script>',
  'etc/passwd',
  'DROP TABLE',
  '\u0000',
  '{{7*7}}',
  'aaaaaaaaaaaaaaaaaaaa',
];

export type Verdict = 'ok' | 'serverError' | 'badShape' | 'leak';

/** Whether an answer keeps the rules: no 5xx; failures in the one error shape, nothing echoed. */
export function judge(answer: Answer): Verdict {
  if (answer.status >= 500) return 'serverError';
  const json = /^application\/json\b/i.test(answer.contentType);
  let body: Record<string, unknown> | undefined;
  try {
    body = json ? (JSON.parse(answer.body.toString('utf8')) as Record<string, unknown>) : undefined;
  } catch {
    return 'badShape';
  }
  if (answer.status >= 400) {
    if (
      !body ||
      body.success !== false ||
      typeof body.code !== 'string' ||
      !KNOWN_CODES.has(body.code) ||
      typeof body.message !== 'string' ||
      Object.keys(body).length !== 3
    ) {
      return 'badShape';
    }
    const message = body.message;
    if (message.includes('\n    at ') || ECHO_MARKERS.some((marker) => message.includes(marker)))
      return 'leak';
    return 'ok';
  }
  if (answer.status >= 200 && answer.status < 300) {
    if (json) return body?.success === true && 'data' in body ? 'ok' : 'badShape';
    // Photos and static maps are images, the data export a ZIP, the feeds Atom and the open
    // data GeoJSON; nothing else answers without JSON.
    return /^(image\/|application\/(zip|atom\+xml|geo\+json)\b)/.test(answer.contentType)
      ? 'ok'
      : 'badShape';
  }
  return 'badShape';
}

export interface AppProcess {
  port: number;
  child: ChildProcess;
  /** What the process wrote to stderr (last 20 KB). */
  stderr(): string;
  kill(): Promise<void>;
}

/** The API in its own process (see app-process.js), listening on a free port. */
export function startAppProcess(env: Record<string, string>): Promise<AppProcess> {
  return new Promise((resolve, reject) => {
    let stderr = '';
    const child = fork(path.join(__dirname, 'app-process.js'), {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    child.stderr!.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-20_000);
    });
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    child.once('exit', (code) => reject(new Error(`The API process ended (${code}): ${stderr}`)));
    child.once('message', (message: { port: number }) =>
      resolve({
        port: message.port,
        child,
        stderr: () => stderr,
        kill: async () => {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
          await exited;
        },
      }),
    );
  });
}
