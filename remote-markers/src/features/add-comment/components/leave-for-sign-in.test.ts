import { bus, type BusEvents } from 'shared';
import { leaveForSignIn } from './leave-for-sign-in';

describe('leaveForSignIn', () => {
  let prompts: BusEvents['auth:required'][];
  let unsubscribe: () => void;

  beforeEach(() => {
    prompts = [];
    const subscription = bus.on('auth:required').subscribe((p) => prompts.push(p));
    unsubscribe = () => subscription.unsubscribe();
    window.history.replaceState(null, '', '/newComment');
  });

  afterEach(() => {
    unsubscribe();
    jest.useRealTimers();
  });

  it('asks for sign-in at once when closing left the page synchronously', () => {
    leaveForSignIn(() => window.history.replaceState(null, '', '/'));
    expect(prompts).toEqual([{ reason: 'Please sign in to add comments' }]);
  });

  it('waits for the history step back before asking, so the sign-in route is not undone', () => {
    jest.useFakeTimers();
    const close = jest.fn();
    leaveForSignIn(close);
    expect(close).toHaveBeenCalledTimes(1);
    expect(prompts).toEqual([]);
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(prompts).toHaveLength(1);
    jest.advanceTimersByTime(5000);
    expect(prompts).toHaveLength(1);
  });

  it('asks anyway when no history step arrives', () => {
    jest.useFakeTimers();
    leaveForSignIn(() => undefined);
    jest.advanceTimersByTime(1000);
    expect(prompts).toHaveLength(1);
  });
});
