import type { NavigationType } from 'react-router-dom';
import { bus } from 'shared';

/**
 * Someone signed out who opens /profile is asked to sign in. Closing the sign-in modal goes
 * back one step, to /profile again; asking again there would trap them in a loop. So a page
 * reached by going back (or forward) asks only if nothing has asked yet in this page load,
 * and shows a Sign In button instead. The first entry of the history cannot be told apart
 * by its location key (it stays 'default'), hence a flag for the page load.
 */
let askedThisPageLoad = false;

export function askToSignIn(): void {
  askedThisPageLoad = true;
  bus.emit('auth:required', { reason: 'profile' });
}

export function shouldAskOnOpen(navigationType: NavigationType): boolean {
  return navigationType !== 'POP' || !askedThisPageLoad;
}

/** Tests start from a fresh page load. */
export function resetSignInPrompt(): void {
  askedThisPageLoad = false;
}
