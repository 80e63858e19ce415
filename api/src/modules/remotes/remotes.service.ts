import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import {
  APP_VERSION,
  assertRemoteOriginsAllowed,
  readRemotesManifest,
  REMOTE_NAMES,
  type RemoteName,
  type RemotesManifest,
} from 'shared/contract';

import type { AppConfig } from '../../config';

const VERSION = /^\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.-]+)?$/;

/**
 * The origins remotes may be loaded from besides relative paths on this server: the ones ops
 * list in REMOTE_ORIGINS, and this server's public origin (PUBLIC_BASE_URL) when it is known.
 */
export function allowedRemoteOrigins(
  config: Pick<AppConfig, 'remoteOrigins' | 'publicBaseUrl'>,
): string[] {
  const own = config.publicBaseUrl ? [new URL(config.publicBaseUrl).origin] : [];
  return [...new Set([...own, ...config.remoteOrigins])];
}

/** Where a remote version is served by this process (see plugins/web-assets). */
export function remoteManifestUrl(name: RemoteName, version: string): string {
  return `/remotes/${name}/${version}/mf-manifest.json`;
}

/**
 * Without an ops-owned manifest, every remote is served at the version its package.json
 * names, i.e. the version a plain `pnpm build` produced.
 */
export async function defaultRemotesManifest(
  webRoot: string,
  log: FastifyBaseLogger,
): Promise<RemotesManifest> {
  const entries = await Promise.all(
    REMOTE_NAMES.map(async (name) => {
      const version = await packageVersion(path.join(webRoot, name, 'package.json'));
      if (!version) {
        log.warn({ remote: name }, `No readable version for ${name}; using ${APP_VERSION}`);
      }
      return [name, remoteManifestUrl(name, version ?? APP_VERSION)] as const;
    }),
  );
  return Object.fromEntries(entries) as RemotesManifest;
}

async function packageVersion(file: string): Promise<string | undefined> {
  try {
    const { version } = JSON.parse(await readFile(file, 'utf8')) as { version?: unknown };
    return typeof version === 'string' && VERSION.test(version) ? version : undefined;
  } catch {
    return undefined;
  }
}

/** What `/remotes.json` serves: an entry per remote this build knows and the manifest names. */
export type ServedManifest = Partial<RemotesManifest>;

/**
 * The remotes manifest ops edit to pin or roll back a remote. Read at every request so an
 * edit takes effect without a restart; a broken edit never breaks the site: the last good
 * manifest keeps being served and a warning says why. So does one that points a remote at an
 * origin outside REMOTE_ORIGINS. The manifest and this build deploy independently: a remote
 * this build does not know yet is left out (with a log line), and a remote the manifest does
 * not name is served without an entry, so the page shows that remote's fallback.
 */
export class RemotesManifestSource {
  #lastGood: ServedManifest | undefined;
  #lastProblem: string | undefined;
  #lastNotice: string | undefined;

  constructor(
    private readonly manifestPath: string,
    private readonly webRoot: string,
    private readonly log: FastifyBaseLogger,
    private readonly allowedOrigins: readonly string[] = [],
  ) {}

  async current(): Promise<ServedManifest> {
    let text: string;
    try {
      text = await readFile(this.manifestPath, 'utf8');
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT')
        return this.#accept(await defaultRemotesManifest(this.webRoot, this.log));
      return this.#reject(`the file cannot be read (${code ?? 'unknown error'})`);
    }
    try {
      const { manifest, unknown, missing } = readRemotesManifest(text);
      // A remote on an origin ops did not allow would run with the page's tokens in reach.
      assertRemoteOriginsAllowed(manifest, this.allowedOrigins);
      this.#notice(unknown, missing);
      return this.#accept(manifest);
    } catch (error) {
      return this.#reject(error instanceof Error ? error.message : String(error));
    }
  }

  /** Says once per distinct file which remotes were left out and which have no entry. */
  #notice(unknown: readonly string[], missing: readonly RemoteName[]): void {
    const notice = JSON.stringify({ unknown, missing });
    if (notice === this.#lastNotice) return;
    this.#lastNotice = notice;
    if (unknown.length > 0) {
      this.log.warn(
        { file: this.manifestPath, unknown },
        `The remotes manifest names remotes this build does not know (${unknown.join(', ')}); leaving them out`,
      );
    }
    if (missing.length > 0) {
      this.log.warn(
        { file: this.manifestPath, missing },
        `The remotes manifest names no entry for ${missing.join(', ')}; the page shows their fallback`,
      );
    }
  }

  #accept(manifest: ServedManifest): ServedManifest {
    this.#lastGood = manifest;
    this.#lastProblem = undefined;
    return manifest;
  }

  async #reject(reason: string): Promise<ServedManifest> {
    // Warn once per distinct problem, not on every page load.
    if (reason !== this.#lastProblem) {
      this.#lastProblem = reason;
      this.log.warn(
        { file: this.manifestPath, reason },
        `Ignoring invalid remotes manifest (${reason}); serving the last good one`,
      );
    }
    return this.#lastGood ?? defaultRemotesManifest(this.webRoot, this.log);
  }
}

const sources = new WeakMap<object, RemotesManifestSource>();

/**
 * The one manifest source of an app, for `/remotes.json` and the copy written into the page
 * (web/boot-data.ts): both answer alike and share its last good manifest.
 */
export function remotesManifestSourceOf(
  config: Pick<AppConfig, 'remotesManifestPath' | 'webRoot' | 'remoteOrigins' | 'publicBaseUrl'>,
  log: FastifyBaseLogger,
): RemotesManifestSource {
  let source = sources.get(config);
  if (!source) {
    source = new RemotesManifestSource(
      config.remotesManifestPath,
      config.webRoot,
      log,
      allowedRemoteOrigins(config),
    );
    sources.set(config, source);
  }
  return source;
}
