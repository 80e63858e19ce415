import type { BehaviorSubject, Observable } from 'rxjs';

/**
 * A store of the page's session that follows its sources from the first time it is read:
 * its state now (stable between changes, for `useSyncExternalStore`), the same as a stream,
 * and a subscription that tells only of changes.
 */
export abstract class StartedStore<State> {
  protected abstract readonly subject: BehaviorSubject<State>;

  /** Starts following what the state comes from; later calls do nothing. */
  protected abstract start(): void;

  /** The state now (stable between changes, for `useSyncExternalStore`). */
  get snapshot(): State {
    this.start();
    return this.subject.value;
  }

  get state$(): Observable<State> {
    this.start();
    return this.subject.asObservable();
  }

  readonly getSnapshot = (): State => this.snapshot;

  /** Calls `onChange` after each change; returns the way to stop. */
  readonly subscribe = (onChange: () => void): (() => void) => {
    this.start();
    // The subject replays the current state at once; only changes after that are news.
    let first = true;
    const subscription = this.subject.subscribe(() => {
      if (first) first = false;
      else onChange();
    });
    return () => subscription.unsubscribe();
  };
}
