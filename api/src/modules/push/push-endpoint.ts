import { parse as legacyParse } from 'node:url';
import { ValidationError } from '../../errors';

/** Where one push is sent: the parts of the endpoint every parser agrees on. */
export interface PushTarget {
  /** The endpoint as the browser gave it (and as stored). */
  endpoint: string;
  hostname: string;
  /** 443 unless the endpoint names another. */
  port: number;
  /** Path and query, sent as the request target. */
  path: string;
  /** `https://host[:port]`: the VAPID token's audience. */
  origin: string;
}

/** A label of a host name: letters, digits and inner hyphens (RFC 1123), up to 63 of them. */
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
/** The last label starts with a letter, so no name is also an IPv4 address (`127.1`, `0x7f`). */
const TOP_LABEL = /^[a-z](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const MAX_HOST_LENGTH = 253;
/** Visible ASCII only: no spaces, controls or backslashes that parsers read differently. */
const PLAIN_URL = /^[\x21-\x5b\x5d-\x7e]+$/;

const NOT_HTTPS = 'endpoint must be an https URL.';
const NOT_PUSH_SERVICE = "endpoint must be on a browser's push service.";

/** Whether a host is one of the push services, or a host below one of them. */
export function isPushServiceHost(host: string, pushServiceHosts: readonly string[]): boolean {
  const name = host.toLowerCase();
  return pushServiceHosts.some((allowed) => name === allowed || name.endsWith(`.${allowed}`));
}

/**
 * An https endpoint on one of the push services browsers use (PUSH_SERVICE_HOSTS), read into
 * the host, port and path a push is sent to. The alert worker POSTs to every stored endpoint,
 * so the endpoint must name one host to every reader: the WHATWG parser that checks it here
 * and Node's legacy `url.parse` (which ends a host at `;`, quotes or braces, and turns an
 * over-long host into none at all). So the host must be a plain name (letters, digits,
 * hyphens, dots; no IP, no percent-escapes, no trailing dot), the endpoint must be written
 * as the WHATWG serializer writes it (as every browser hands it over), and both parsers must
 * agree on protocol, host, port and path. The sender connects to the parts returned here,
 * never re-reading the string.
 */
export function pushTarget(value: string, pushServiceHosts: readonly string[]): PushTarget {
  if (!PLAIN_URL.test(value)) throw new ValidationError(NOT_HTTPS);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ValidationError(NOT_HTTPS);
  }
  if (
    url.protocol !== 'https:' ||
    url.username !== '' ||
    url.password !== '' ||
    value.includes('#') ||
    url.href !== value
  ) {
    throw new ValidationError(NOT_HTTPS);
  }
  if (!isPlainHostName(url.hostname) || !isPushServiceHost(url.hostname, pushServiceHosts)) {
    throw new ValidationError(NOT_PUSH_SERVICE);
  }
  const path = `${url.pathname}${url.search}`;
  if (!legacyParserAgrees(value, url, path)) throw new ValidationError(NOT_PUSH_SERVICE);
  return {
    endpoint: value,
    hostname: url.hostname,
    port: url.port === '' ? 443 : Number(url.port),
    path,
    origin: url.origin,
  };
}

function isPlainHostName(host: string): boolean {
  if (host.length === 0 || host.length > MAX_HOST_LENGTH) return false;
  const labels = host.split('.');
  const top = labels[labels.length - 1]!;
  return labels.every((label) => LABEL.test(label)) && TOP_LABEL.test(top);
}

function legacyParserAgrees(value: string, url: URL, path: string): boolean {
  const legacy = legacyParse(value);
  return (
    legacy.protocol === url.protocol &&
    legacy.hostname === url.hostname &&
    (legacy.port ?? '') === url.port &&
    legacy.auth === null &&
    legacy.path === path
  );
}
