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
  /**
   * Shown when it fails to load or throws (reported all the same); default: a message with
   * Retry. null for overlays that must not cover what is under them with it.
   */
  fallback?: ReactNode;
}

function lazyRemote<P>(remote: RemoteName, module: RemoteExpose<RemoteName>) {
  return lazy(() => loadRemoteComponent<P>(remote, module)) as ComponentType<P>;
}

/**
 * One lazily loaded remote module with its own boundary, fallback and Retry. Keyed by what
 * it loads: two routes that both render a RemoteSlot (e.g. /verify-email and /login) would
 * otherwise share one instance, and its state would keep showing the first module.
 */
export function RemoteSlot<P extends object>(props: RemoteSlotProps<P>) {
  return <LoadedRemoteSlot key={`${props.remote} ${props.module}`} {...props} />;
}

function LoadedRemoteSlot<P extends object>({
  remote,
  module,
  props,
  loading,
  fallback,
}: RemoteSlotProps<P>) {
  // Held by this (committed) component: a component that suspends before its first commit
  // loses its state, so the lazy component must not be created below the Suspense boundary.
  const [Loaded, setLoaded] = useState(() => lazyRemote<P>(remote, module));
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    setLoaded(() => lazyRemote<P>(remote, module));
    setAttempt((n) => n + 1);
  };
  return (
    <RemoteErrorBoundary
      key={attempt}
      remote={remote}
      module={module}
      onRetry={retry}
      fallback={fallback}
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
