import { cleanup } from '@testing-library/react';
import { accountSettings, session, tokenService } from '../src';

/**
 * After a test that signed in: unmount first (clearing the session re-renders whatever is
 * still mounted), then no session, settings or spies are left for the next test.
 */
export function endSignedInTest(): void {
  cleanup();
  tokenService.clear();
  accountSettings.reset();
  session.reset();
  jest.restoreAllMocks();
}
