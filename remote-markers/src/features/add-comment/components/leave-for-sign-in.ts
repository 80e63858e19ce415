import { TEXTS, bus } from 'shared';

const REASON = TEXTS.map.signInToAddComments;
/** Long enough for any history step; the prompt goes out anyway after it. */
const SETTLE_MS = 1000;

/**
 * Close the dialog, then ask the host to offer sign-in. The order matters: closing goes back
 * one step in history, which lands after the host's push to /auth if both start together;
 * the user would end up on /newComment again and be sent back to sign in in a loop.
 */
export function leaveForSignIn(close: () => void): void {
  const startedAt = window.location.pathname;
  close();
  if (window.location.pathname !== startedAt) {
    bus.emit('auth:required', { reason: REASON });
    return;
  }
  let done = false;
  const prompt = () => {
    if (done) return;
    done = true;
    window.removeEventListener('popstate', prompt);
    window.clearTimeout(timer);
    bus.emit('auth:required', { reason: REASON });
  };
  window.addEventListener('popstate', prompt);
  const timer = window.setTimeout(prompt, SETTLE_MS);
}
