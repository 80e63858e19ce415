import { Suspense, lazy, useMemo, useState, type ComponentType } from 'react';
import type { RemoteExpose, RemoteName } from 'shared';
import { loadRemoteComponent } from '../mf/load-remote-module';
import { RemoteErrorBoundary } from './remote-error-boundary';
import styles from './remote-slot.module.css';

interface RemoteSlotProps<P extends object> {
  remote: RemoteName;
  module: RemoteExpose<RemoteName>;
  props?: P;
  /** Shown while the remote loads; null for overlays that should not take space. */
  loading?: React.ReactNode;
}

/** One lazily loaded remote module with its own boundary, fallback and Retry. */
export function RemoteSlot<P extends object>({
  remote,
  module,
  props,
  loading,
}: RemoteSlotProps<P>) {
  const [attempt, setAttempt] = useState(0);
  const Loaded = useMemo(
    () => lazy(() => loadRemoteComponent<P>(remote, module, attempt)) as ComponentType<P>,
    [remote, module, attempt],
  );
  return (
    <RemoteErrorBoundary
      key={attempt}
      remote={remote}
      module={module}
      onRetry={() => setAttempt((n) => n + 1)}
    >
      <Suspense
        fallback={
          loading === undefined ? (
            <div className={styles.loading} aria-busy="true" data-remote-loading={remote} />
          ) : (
            loading
          )
        }
      >
        <div className={styles.slot} data-remote={remote}>
          <Loaded {...(props ?? ({} as P))} />
        </div>
      </Suspense>
    </RemoteErrorBoundary>
  );
}
