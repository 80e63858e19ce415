import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type SmtpBehaviour = 'accept' | 'reject' | 'stall';

/**
 * A local SMTP server for the alert tests: accepts messages, refuses them with a temporary
 * failure (451), or takes the whole message and never answers (a server hanging mid-send).
 */
export class SmtpStandIn {
  behaviour: SmtpBehaviour = 'accept';
  /** Messages accepted (250). */
  readonly accepted: string[] = [];
  /** Messages whose data arrived but were refused or left unanswered. */
  readonly unanswered: string[] = [];
  refused = 0;
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 100,
    onData: (stream, _session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        if (this.behaviour === 'accept') {
          this.accepted.push(raw);
          callback();
        } else if (this.behaviour === 'reject') {
          this.refused += 1;
          const error = Object.assign(new Error('Try again later'), { responseCode: 451 });
          callback(error);
        } else {
          this.unanswered.push(raw);
        }
      });
    },
  });

  get url(): string {
    return `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }

  start(): Promise<void> {
    return new Promise((resolve) => this.server.listen(0, '127.0.0.1', resolve));
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
