import { bus, type RemoteName } from 'shared';

/** Every remote failure is reported the same way: a console line and a bus event. */
export function reportRemoteFailure(remote: RemoteName, module: string, error: unknown): void {
  const reason = error instanceof Error ? error.message : String(error);
  console.error(`[chunk loading failure] ${remote} ${module}: ${reason}`);
  bus.emit('remote:load-failed', { remote, module, reason });
}
