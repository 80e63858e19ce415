import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { RemoteName } from 'shared';
import { reportRemoteFailure } from './report-failure';
import { RemoteFallback } from './remote-fallback';

interface Props {
  remote: RemoteName;
  module: string;
  onRetry: () => void;
  /** Shown instead of the message with Retry (the failure is reported all the same). */
  fallback?: ReactNode;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Catches a remote that fails to load or throws while rendering; the rest of the page lives on. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, _info: ErrorInfo): void {
    reportRemoteFailure(this.props.remote, this.props.module, error);
  }

  override render(): ReactNode {
    if (this.state.failed) {
      if (this.props.fallback !== undefined) return this.props.fallback;
      return <RemoteFallback remote={this.props.remote} onRetry={this.props.onRetry} />;
    }
    return this.props.children;
  }
}
