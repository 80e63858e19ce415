import { createECDH } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import webpush from 'web-push';
import type { AppConfig } from '../../config';
import { writeAtomically } from '../../files/write-atomically';

/** The file that keeps the generated VAPID key pair across restarts (embedded default). */
export const VAPID_KEYS_FILE = 'vapid-keys.json';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** Who push services may contact about our sending (RFC 8292 `sub`): mailto: or https:. */
  subject: string;
}

/**
 * The VAPID keys: VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set; otherwise a pair generated once
 * into DATA_DIR/vapid-keys.json (mode 600) and read back on every start. A browser's
 * subscription is bound to the public key it was made with, so a new pair on each start would
 * silently end every subscription.
 */
export async function loadVapidKeys(
  config: Pick<AppConfig, 'vapid' | 'dataDir' | 'mailFrom' | 'publicBaseUrl'>,
): Promise<{ keys: VapidKeys; source: 'config' | 'file' | 'generated' }> {
  const subject = vapidSubject(config);
  const { publicKey, privateKey } = config.vapid;
  if (publicKey && privateKey) {
    assertKeyPair(publicKey, privateKey, 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are');
    return { keys: { publicKey, privateKey, subject }, source: 'config' };
  }

  const file = path.join(config.dataDir, VAPID_KEYS_FILE);
  const stored = await readKeysFile(file);
  if (stored) {
    assertKeyPair(stored.publicKey, stored.privateKey, `${VAPID_KEYS_FILE} in DATA_DIR is`);
    return { keys: { ...stored, subject }, source: 'file' };
  }
  const generated = webpush.generateVAPIDKeys();
  const pair = { publicKey: generated.publicKey, privateKey: generated.privateKey };
  await writeAtomically(file, Buffer.from(`${JSON.stringify(pair)}\n`), undefined, 0o600);
  return { keys: { ...pair, subject }, source: 'generated' };
}

async function readKeysFile(file: string): Promise<Omit<VapidKeys, 'subject'> | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const { publicKey, privateKey } = JSON.parse(text) as Record<string, unknown>;
  if (typeof publicKey !== 'string' || typeof privateKey !== 'string') {
    // Never replaced silently: that would end every browser's subscription.
    throw new Error(`${VAPID_KEYS_FILE} in DATA_DIR is not a VAPID key pair`);
  }
  return { publicKey, privateKey };
}

/**
 * Refuses to start with keys that cannot sign (a private key that is not a P-256 scalar) or
 * that do not belong together: browsers would subscribe with the public key and every push
 * signed by the private one would be refused by their push services.
 */
function assertKeyPair(publicKey: string, privateKey: string, what: string): void {
  const ecdh = createECDH('prime256v1');
  try {
    const scalar = Buffer.from(privateKey, 'base64url');
    if (scalar.length !== 32) throw new Error('not 32 bytes');
    ecdh.setPrivateKey(scalar);
  } catch {
    throw new Error(`${what} not a Web Push (VAPID, P-256) key pair`);
  }
  if (ecdh.getPublicKey('base64url') !== publicKey) {
    throw new Error(`${what} not a Web Push (VAPID, P-256) key pair`);
  }
}

/** VAPID_SUBJECT; else mailto: MAIL_FROM's address; else the public https URL. */
export function vapidSubject(
  config: Pick<AppConfig, 'vapid' | 'mailFrom' | 'publicBaseUrl'>,
): string {
  if (config.vapid.subject) return config.vapid.subject;
  const address =
    /<([^<>\s]+@[^<>\s]+)>/.exec(config.mailFrom)?.[1] ??
    /^\s*([^\s<>]+@[^\s<>]+)\s*$/.exec(config.mailFrom)?.[1];
  if (address) return `mailto:${address}`;
  if (config.publicBaseUrl?.startsWith('https:')) return config.publicBaseUrl;
  throw new Error(
    'Web Push needs VAPID_SUBJECT, an address in MAIL_FROM or an https PUBLIC_BASE_URL',
  );
}
