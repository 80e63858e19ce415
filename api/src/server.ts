import { buildApp, type App } from './app';
import { ConfigError, loadConfig } from './config';

/** In-flight requests get this long to finish after SIGINT/SIGTERM. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  closeOnSignals(app);
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close();
    throw error;
  }
}

function closeOnSignals(app: App): void {
  let closing = false;
  const close = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'Shutting down');
    setTimeout(() => {
      app.log.error('Shutdown timed out; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'Shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
}

main().catch((error: unknown) => {
  // A readable line, not a stack trace: these are operator mistakes (config, port in use).
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    const code = (error as NodeJS.ErrnoException).code;
    const reason = error instanceof Error ? error.message : String(error);
    console.error(
      code === 'EADDRINUSE'
        ? `RentMap API cannot start: the port is already in use (${reason}).`
        : `RentMap API cannot start: ${reason}`,
    );
  }
  process.exit(1);
});
