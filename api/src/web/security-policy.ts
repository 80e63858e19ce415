import { API_PREFIX } from 'shared/contract';
import type { AppConfig } from '../config';
import { isApiPath, pathOf } from '../http/paths';
import { allowedRemoteOrigins } from '../modules/remotes/remotes.service';

export type CspDirectives = Record<string, string[]>;

/** Google Identity Services, only when Google sign-in is on (its documented CSP sources). */
const GOOGLE_SIGN_IN = {
  script: 'https://accounts.google.com/gsi/client',
  style: 'https://accounts.google.com/gsi/style',
  frameAndConnect: 'https://accounts.google.com/gsi/',
};

/**
 * The origin of an http(s) URL as a CSP source. A tile template with a placeholder in the
 * host (`https://{s}.tile.example.org/…`) becomes a wildcard for that label.
 */
export function cspSourceOf(url: string): string | null {
  const match = /^(https?):\/\/([^/?#:]+)(?::(\d+))?(?:[/?#]|$)/i.exec(url);
  if (!match) return null;
  const scheme = match[1]!.toLowerCase();
  const host = match[2]!.toLowerCase().replace(/^\{[a-z]+\}\./, '*.');
  // Anything odder (a placeholder elsewhere in the host): the scheme alone.
  if (!/^(\*\.)?[a-z0-9.-]+$/.test(host)) return `${scheme}:`;
  const defaultPort = scheme === 'https' ? '443' : '80';
  const port = match[3] && match[3] !== defaultPort ? `:${match[3]}` : '';
  return `${scheme}://${host}${port}`;
}

function sources(...lists: Array<string | null | undefined | false | string[]>): string[] {
  return [...new Set(lists.flat().filter((s): s is string => typeof s === 'string' && s !== ''))];
}

type PolicyConfig = Pick<
  AppConfig,
  'remoteOrigins' | 'publicBaseUrl' | 'tileUrl' | 'photoBaseUrl' | 'googleClientId'
>;

/**
 * The app page: scripts only from this origin and the remote origins ops allow, never inline
 * or eval'd (the tokens in localStorage are what an injected script would be after). Styles
 * may be inline: style-loader and Leaflet inject <style> tags at run time, and a nonce would
 * have to reach every remote's bundle; CSS cannot read localStorage.
 */
export function appPageDirectives(config: PolicyConfig): CspDirectives {
  const remotes = allowedRemoteOrigins(config);
  const google = config.googleClientId ? GOOGLE_SIGN_IN : null;
  const https = config.publicBaseUrl?.startsWith('https:') ?? false;
  return {
    'default-src': ["'self'"],
    'script-src': sources("'self'", remotes, google?.script),
    'script-src-attr': ["'none'"],
    'style-src': sources("'self'", "'unsafe-inline'", remotes, google?.style),
    'img-src': sources(
      "'self'",
      'data:',
      'blob:',
      remotes,
      cspSourceOf(config.tileUrl),
      config.photoBaseUrl && cspSourceOf(config.photoBaseUrl),
    ),
    'font-src': sources("'self'", 'data:', remotes),
    // Remotes' mf-manifest.json and chunks are fetched.
    'connect-src': sources("'self'", remotes, google?.frameAndConnect),
    'frame-src': google ? [google.frameAndConnect] : ["'none'"],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/** API answers are data, never a document: nothing may load, run or frame them. */
export const API_DIRECTIVES: CspDirectives = {
  'default-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
};

/** Swagger UI at /api/docs: its own scripts and styles (it styles elements inline). */
export const DOCS_DIRECTIVES: CspDirectives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

export type PolicyKind = 'app' | 'api' | 'docs';

const DOCS_PREFIX = `${API_PREFIX}/docs`;

/** Which policy an answer carries, by its path. */
export function policyKindOf(url: string): PolicyKind {
  const urlPath = pathOf(url);
  if (urlPath === DOCS_PREFIX || urlPath.startsWith(`${DOCS_PREFIX}/`)) return 'docs';
  return isApiPath(urlPath) ? 'api' : 'app';
}

/**
 * Powerful browser features: the map may ask for the position later (geolocation=(self));
 * everything else is off.
 */
export const PERMISSIONS_POLICY = [
  'geolocation=(self)',
  'camera=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'midi=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
  'display-capture=()',
  'xr-spatial-tracking=()',
  'browsing-topics=()',
].join(', ');

/** A policy as the header carries it. */
export function serializeCsp(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join(';');
}

/**
 * The security headers of an API answer, for the few answers written before any hook runs
 * (malformed HTTP, a path that does not decode): the same as every other API error carries.
 */
export const API_ANSWER_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': serializeCsp(API_DIRECTIVES),
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': PERMISSIONS_POLICY,
  'x-content-type-options': 'nosniff',
};
