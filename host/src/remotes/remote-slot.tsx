import { Suspense, lazy, useState, type ComponentType, type ReactNode } from 'react';
import type { RemoteExpose, RemoteName } from 'shared';
import { loadRemoteComponent } from '../mf/load-remote-module';
import { RemoteErrorBoundary } from './remote-error-boundary';
import styles from './remote-slot.module.css';

interface RemoteSlotProps<P extends object> {
  remote: RemoteName;
  module: RemoteExpose<RemoteName>;
  props?: P;
  /** Shown while the remote loads; null for overlays that should not take space. */
  loading?: ReactNode;
}

function LoadedRemote<P extends object>({ remote, module, props }: RemoteSlotProps<P>) {
  // Created once per mount: a Retry remounts this component and so loads the remote anew.
  const [Loaded] = useState(
    () => lazy(() => loadRemoteComponent<P>(remote, module)) as ComponentType<P>,
  );
  return <Loaded {...(props ?? ({} as P))} />;
}

/** One lazily loaded remote module with its own boundary, fallback and Retry. */
export function RemoteSlot<P extends object>(slot: RemoteSlotProps<P>) {
  const { remote, module, loading } = slot;
  const [attempt, setAttempt] = useState(0);
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
          <LoadedRemote {...slot} />
        </div>
      </Suspense>
    </RemoteErrorBoundary>
  );
}
