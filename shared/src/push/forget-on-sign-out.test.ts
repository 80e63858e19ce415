import { BehaviorSubject } from 'rxjs';
import { forgetPushOnSignOut } from './forget-on-sign-out';

function session(isAuthenticated: boolean) {
  return { isAuthenticated };
}

describe('forgetPushOnSignOut', () => {
  it('ends the subscription on each change from signed in to signed out, and only then', async () => {
    const state$ = new BehaviorSubject(session(false));
    const forget = jest.fn(() => Promise.resolve());
    const subscription = forgetPushOnSignOut(state$, forget);

    // A page that opens signed out, then signs in, refreshes its tokens: nothing to forget.
    state$.next(session(true));
    state$.next(session(true));
    expect(forget).not.toHaveBeenCalled();

    state$.next(session(false));
    expect(forget).toHaveBeenCalledTimes(1);
    state$.next(session(false));
    expect(forget).toHaveBeenCalledTimes(1);

    state$.next(session(true));
    state$.next(session(false));
    expect(forget).toHaveBeenCalledTimes(2);
    subscription.unsubscribe();
  });

  it('a page that opens signed in and stays so never forgets', () => {
    const state$ = new BehaviorSubject(session(true));
    const forget = jest.fn(() => Promise.resolve());
    forgetPushOnSignOut(state$, forget).unsubscribe();
    expect(forget).not.toHaveBeenCalled();
  });

  it('a failure to unsubscribe is reported, never thrown into the session', async () => {
    const state$ = new BehaviorSubject(session(true));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const subscription = forgetPushOnSignOut(state$, () => Promise.reject(new Error('offline')));
    state$.next(session(false));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not end'), expect.any(Error));
    warn.mockRestore();
    subscription.unsubscribe();
  });
});
