import { Worker } from 'node:worker_threads';

/** How often the WAL is copied back into the database file. */
export const CHECKPOINT_INTERVAL_MS = 1_000;

/**
 * The checkpointing thread: its own connection to the file, a PASSIVE checkpoint (it never
 * waits for, nor blocks, the app's readers and writer) every interval, a TRUNCATE one when
 * asked ('truncate': the log's old frames are gone from the disk), and a last one on 'stop'.
 * Written as a string so the same code runs from src (jest) and dist.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 5000');
const checkpoint = () => {
  try {
    const [result] = db.pragma('wal_checkpoint(PASSIVE)');
    if (result.checkpointed > 0) parentPort.postMessage({ type: 'checkpoint' });
  } catch (error) {
    parentPort.postMessage({ type: 'error', message: String(error && error.message) });
  }
};
const timer = setInterval(checkpoint, workerData.intervalMs);
const truncate = (id) => {
  try {
    const [result] = db.pragma('wal_checkpoint(TRUNCATE)');
    parentPort.postMessage({ type: 'truncated', id, done: result.busy === 0 });
  } catch (error) {
    parentPort.postMessage({ type: 'truncated', id, done: false, message: String(error && error.message) });
  }
};
parentPort.on('message', (message) => {
  if (message && message.type === 'truncate') return truncate(message.id);
  if (message !== 'stop') return;
  clearInterval(timer);
  checkpoint();
  db.close();
  parentPort.close();
});
`;

export interface WalCheckpoints {
  /** Checkpoints that copied pages into the database file so far. */
  readonly checkpoints: number;
  /**
   * Copies the whole log into the database file and empties the log file, so the old page
   * images it held (rows since deleted) are gone from the disk. Waits for readers up to the
   * busy time-out; rejects when they held on longer.
   */
  truncate(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * SQLite in WAL mode copies the log back into the database file (a checkpoint) on the
 * connection that commits once the log passes 1000 pages, and syncs the file there. With
 * better-sqlite3 that connection is the event loop: at a million pins a checkpoint took up
 * to ~90 ms, a stall for every request. The app's connection turns automatic checkpoints
 * off (wal_autocheckpoint = 0) and this thread does them instead.
 */
export function startWalCheckpoints(
  file: string,
  onError: (message: string) => void,
  intervalMs = CHECKPOINT_INTERVAL_MS,
): WalCheckpoints {
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { file, intervalMs, driver: require.resolve('better-sqlite3') },
  });
  worker.unref();
  let checkpoints = 0;
  let asked = 0;
  const truncations = new Map<number, (outcome: { done: boolean; message?: string }) => void>();
  worker.on(
    'message',
    (message: { type: string; message?: string; id?: number; done?: boolean }) => {
      if (message.type === 'checkpoint') checkpoints += 1;
      else if (message.type === 'error') onError(message.message ?? 'unknown error');
      else if (message.type === 'truncated') {
        truncations.get(message.id!)?.({ done: Boolean(message.done), message: message.message });
        truncations.delete(message.id!);
      }
    },
  );
  worker.on('error', (error) => onError(error.message));
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return {
    get checkpoints() {
      return checkpoints;
    },
    async truncate() {
      asked += 1;
      const id = asked;
      const outcome = await new Promise<{ done: boolean; message?: string }>((resolve) => {
        truncations.set(id, resolve);
        worker.postMessage({ type: 'truncate', id });
      });
      if (!outcome.done) {
        throw new Error(`The write-ahead log could not be emptied: ${outcome.message ?? 'busy'}`);
      }
    },
    async stop() {
      // Unreferenced, the thread would let the process end before its last checkpoint (and
      // whatever the caller does after stopping it).
      worker.ref();
      worker.postMessage('stop');
      await exited;
    },
  };
}
