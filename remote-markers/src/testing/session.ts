/**
 * For tests that act as a signed-in renter or listen to the bus: fake tokens, a verified
 * user, and a recorder of bus events that stops listening after each test.
 */
import { act } from '@testing-library/react';
import { bus, tokenService, type BusEvents } from 'shared';

const listening: (() => void)[] = [];

afterEach(() => {
  listening.splice(0).forEach((stop) => stop());
});

/** Every payload `event` carries from now until the end of the test. */
export function record<K extends keyof BusEvents>(event: K): BusEvents[K][] {
  const seen: BusEvents[K][] = [];
  const subscription = bus.on(event).subscribe((payload) => seen.push(payload));
  listening.push(() => subscription.unsubscribe());
  return seen;
}

/** A session with tokens but no user loaded yet. */
export function startSession() {
  tokenService.setSession({ accessToken: 'fake-access', refreshToken: 'fake-refresh' });
}

/** Signed in as a user whose email is verified, as the pages see it after sign-in. */
export function signIn() {
  act(() => {
    startSession();
    tokenService.setUser({ id: 'u1', email: 'ann@example.com', emailVerified: true } as never);
  });
}

/** Each test of the file starts with a session and ends signed out. */
export function sessionForEachTest() {
  beforeEach(startSession);
  afterEach(() => tokenService.clear());
}
