import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a request starts but does not wait for, such as issuing and mailing a code whose
 * answer must not depend on whether the account exists. Each task starts once the current
 * answer has been written (setImmediate runs after the promise jobs that send it); failures
 * are logged, never thrown to a request. `idle()` waits for every task (app close).
 */
export class AfterResponse {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  run(name: string, task: () => Promise<void>): void {
    const running = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .catch((error: unknown) =>
        this.log.error({ err: error, task: name }, 'A background task failed'),
      );
    this.running.add(running);
    void running.finally(() => this.running.delete(running));
  }

  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }
}
