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
  if (publicKey && privateKey)
    return { keys: { publicKey, privateKey, subject }, source: 'config' };

  const file = path.join(config.dataDir, VAPID_KEYS_FILE);
  const stored = await readKeysFile(file);
  if (stored) return { keys: { ...stored, subject }, source: 'file' };
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
