import { Suspense, lazy, useState, type ComponentType, type ReactNode } from 'react';
import type { RemoteExpose, RemoteName } from 'shared';
import { loadRemoteComponent } from '../mf/load-remote-module';
import { RemoteErrorBoundary } from './remote-error-boundary';
import styles from './remote-slot.module.css';
import { useAfterMapView } from './use-after-map-view';

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
  /** Start loading only once the map has shown its first view (use-after-map-view.ts). */
  afterMapView?: boolean;
}

function lazyRemote<P>(remote: RemoteName, module: RemoteExpose<RemoteName>) {
  return lazy(() => loadRemoteComponent<P>(remote, module)) as ComponentType<P>;
}

/**
 * One lazily loaded remote module with its own boundary, fallback and Retry. Keyed by what
 * it loads: two routes that both render a RemoteSlot (e.g. /verify-email and /login) would
 * otherwise share one instance, and its state would keep showing the first module.
 */
export function RemoteSlot<P extends object>({
  afterMapView = false,
  ...props
}: RemoteSlotProps<P>) {
  const ready = useAfterMapView(afterMapView);
  if (!ready) return <>{loadingOf(props.remote, props.loading)}</>;
  return <LoadedRemoteSlot key={`${props.remote} ${props.module}`} {...props} />;
}

function loadingOf(remote: RemoteName, loading: ReactNode | undefined): ReactNode {
  if (loading !== undefined) return loading;
  return <div className={styles.loading} aria-busy="true" data-remote-loading={remote} />;
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
      <Suspense fallback={loadingOf(remote, loading)}>
        <div className={styles.slot} data-remote={remote}>
          <Loaded {...(props ?? ({} as P))} />
        </div>
      </Suspense>
    </RemoteErrorBoundary>
  );
}
