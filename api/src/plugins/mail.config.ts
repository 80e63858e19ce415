import { Type } from 'typebox';
import { configPart } from '../config-part';

/** Where account and alert emails go, and whom they come from. */
export const mailConfig = configPart({
  title: 'Mail',
  vars: {
    SMTP_URL: {
      schema: Type.Optional(Type.String({ pattern: '^smtps?://[^\\s]+$' })),
      expected: 'an SMTP URL such as smtps://user:password@smtp.example.com:465',
      doc: '`smtp://` / `smtps://user:pass@host:port`; unset writes mail as `.eml` files to `DATA_DIR/outbox` and logs the code',
    },
    MAIL_FROM: {
      schema: Type.String({
        minLength: 3,
        maxLength: 200,
        pattern: '^[^\\r\\n]+$',
        default: 'RentMap <no-reply@rentmap.localhost>',
      }),
      expected: 'the sender of emails on one line, e.g. RentMap <no-reply@example.com>',
      doc: "sender of account emails; links in them use `PUBLIC_BASE_URL` (default `http://localhost:PORT`), never the request's Host header",
    },
  },
  read: (env) => ({
    /** Unset: mail is written to DATA_DIR/outbox as .eml files. */
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
  }),
});
