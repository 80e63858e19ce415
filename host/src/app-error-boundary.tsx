import { Component, type ErrorInfo, type ReactNode } from 'react';
import { TEXTS } from 'shared';
import styles from './app-error-boundary.module.css';

interface State {
  error: Error | null;
}

/** The whole-app fault screen. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[application error]', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    return (
      <main className={styles.screen} role="alert">
        <h1>{TEXTS.applicationError}</h1>
        <p>Something went wrong. Reloading the page usually helps.</p>
        <button type="button" onClick={() => window.location.reload()}>
          Reload
        </button>
      </main>
    );
  }
}
