import { Type } from 'typebox';
import { configPart, splitList } from '../../config-part';

/**
 * Where browsers' Web Push subscriptions point today: Chrome, Edge (FCM for Chromium; WNS for
 * Edge on Windows), Firefox (Mozilla autopush) and Safari (Apple).
 */
export const DEFAULT_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'push.services.mozilla.com',
  'notify.windows.com',
  'push.apple.com',
] as const;

/** Web Push: the sender's keys and the push services alerts may be sent to. */
export const pushConfig = configPart({
  title: 'Web Push',
  vars: {
    VAPID_PUBLIC_KEY: {
      schema: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{80,100}$' })),
      expected: 'the base64url VAPID public key of Web Push (web-push generate-vapid-keys)',
      doc: 'the Web Push public key (`npx web-push generate-vapid-keys`); set it and `VAPID_PRIVATE_KEY` both or neither. Unset: a pair is generated on first start and kept in `DATA_DIR/vapid-keys.json` (mode 600). Set it, the same on every instance, when running several',
    },
    VAPID_PRIVATE_KEY: {
      schema: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{40,50}$' })),
      expected: 'the base64url VAPID private key of Web Push',
      doc: 'the private key of `VAPID_PUBLIC_KEY`',
    },
    VAPID_SUBJECT: {
      schema: Type.Optional(
        Type.String({ pattern: '^(mailto:[^\\s@]+@[^\\s@]+|https://[^\\s]+)$' }),
      ),
      expected: 'a mailto: address or https: URL push services can reach the sender at',
      doc: 'how push services reach the sender: `mailto:` or an `https:` URL',
      shownDefault: '`mailto:` of `MAIL_FROM`',
    },
    PUSH_SERVICE_HOSTS: {
      schema: Type.String({
        pattern: '^[A-Za-z0-9.-]+(,[A-Za-z0-9.-]+)*$',
        maxLength: 1000,
        default: DEFAULT_PUSH_SERVICE_HOSTS.join(','),
      }),
      expected:
        'comma-separated host names (or parents of them) of the push services browsers subscribe with',
      doc: "the push services a browser's subscription may point at (a host or a parent domain); any other endpoint (an IP, an escaped or over-long host, anything two URL parsers read differently) is refused with 400, and the alert worker connects to the host it checked, so it never calls an address a user made up",
    },
  },
  check: (env) =>
    Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)
      ? ['VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together.']
      : [],
  read: (env) => ({
    /** Web Push keys; unset: a pair generated once and kept in DATA_DIR (modules/push). */
    vapid: {
      publicKey: env.VAPID_PUBLIC_KEY,
      privateKey: env.VAPID_PRIVATE_KEY,
      subject: env.VAPID_SUBJECT,
    },
    /**
     * The push services a subscription's endpoint may name (a host or a parent domain of it):
     * the alert worker POSTs to these only, never to an address a user made up.
     */
    pushServiceHosts: splitList(env.PUSH_SERVICE_HOSTS).map((host) => host.toLowerCase()),
  }),
});
