import http, { type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type {
  ConnectionError,
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
} from 'fastify';
import type { ApiFailure } from 'shared/contract';
import { BadRequestError } from '../errors';
import { API_ANSWER_SECURITY_HEADERS } from '../web/security-policy';
import { errorHandler, failure, failureForStatus } from './error-handler';

/**
 * Answers written below Fastify's request handling — by Node's HTTP parser (clientError),
 * by the router (framework errors) and for Node's own early answers (missing Host, an
 * Expect it cannot meet) — in the same `{ success, code, message }` shape as every other
 * answer, with nothing of the request in them.
 */

const URI_TOO_LONG = failureForStatus(414);
const HEADERS_TOO_LARGE = failureForStatus(431);
const REQUEST_TIMEOUT = failureForStatus(408);
const EXPECTATION_FAILED = failureForStatus(417);
const NOT_HTTP = failure(400, 'BAD_REQUEST', 'The request is not valid HTTP.');

/** Fastify's clientErrorHandler: Node's parser refused the bytes; answer and hang up. */
export function clientErrorHandler(
  this: FastifyInstance,
  error: ConnectionError,
  socket: Socket,
): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { statusCode, body } = parserFailure(error);
  this.log.info({ code: body.code, statusCode, reason: error.code }, 'Refused malformed HTTP');
  // Never write into the middle of an answer already under way on this connection.
  const inFlight = (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage;
  if (!socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  socket.end(rawResponse(statusCode, body), () => socket.destroy());
}

function parserFailure(error: ConnectionError): { statusCode: number; body: ApiFailure } {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      // The process-wide limit applies: the app sets no maxHeaderSize of its own.
      return requestLineTooLong(error.rawPacket, http.maxHeaderSize)
        ? URI_TOO_LONG
        : HEADERS_TOO_LARGE;
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return REQUEST_TIMEOUT;
    default:
      return NOT_HTTP;
  }
}

/**
 * Node reports a long request line and long headers alike (their sum is over the limit).
 * It is the URL when the chunk the parser failed on (`rawPacket`, a Buffer at run time)
 * starts a request whose first line alone does not fit.
 */
function requestLineTooLong(packet: unknown, limit: number): boolean {
  if (!Buffer.isBuffer(packet) || !/^[A-Z]+ /.test(packet.toString('latin1', 0, 16))) return false;
  const lineEnd = packet.indexOf('\n');
  return lineEnd === -1 || lineEnd >= limit;
}

function rawResponse(statusCode: number, body: ApiFailure): string {
  const json = JSON.stringify(body);
  return [
    `HTTP/1.1 ${statusCode} ${http.STATUS_CODES[statusCode] ?? 'Error'}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(json)}`,
    ...Object.entries(API_ANSWER_SECURITY_HEADERS).map(([name, value]) => `${name}: ${value}`),
    'Cache-Control: no-store',
    'Connection: close',
    '',
    json,
  ].join('\r\n');
}

/** Fastify's frameworkErrors (a path that does not decode, a path parameter too long). */
export function frameworkErrors(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  // No hook has run for these: the security headers are set here.
  reply.headers(API_ANSWER_SECURITY_HEADERS);
  return errorHandler(error, request, reply);
}

/**
 * Node answers an HTTP/1.1 request without Host with an empty 400 before any handler runs
 * when `requireHostHeader` is on; the app turns that off and refuses it here instead.
 */
export async function refuseMissingHost(request: FastifyRequest): Promise<void> {
  if (request.raw.httpVersion === '1.1' && request.headers.host === undefined) {
    throw new BadRequestError('The request has no Host header.');
  }
}

/** Without a listener Node answers an unmet `Expect` with an empty 417; this one is ours. */
export function answerUnmetExpectations(server: Server): void {
  server.on('checkExpectation', (_request: IncomingMessage, response: ServerResponse) => {
    const json = JSON.stringify(EXPECTATION_FAILED.body);
    response.shouldKeepAlive = false;
    response.writeHead(EXPECTATION_FAILED.statusCode, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(json),
      ...API_ANSWER_SECURITY_HEADERS,
      'cache-control': 'no-store',
      connection: 'close',
    });
    response.end(json);
  });
}
