import type { SavedMarkerComment } from 'shared/contract';
import { newCommentPayload } from '../factories/marker-comment.factory';
import { bearer, bearerOf, type SignedInUser } from './auth';
import { injectFrom } from './auth-requests';
import type { TestApp } from './test-app';

type Author = Pick<SignedInUser, 'accessToken'>;

export const MARKER_URL = '/api/marker';
export const commentUrl = (id: string) => `/api/marker/marker-comments/${id}`;

/** POST /api/marker as `user` (anonymous when null) with `payload` exactly as given. */
export function postComment(t: Pick<TestApp, 'app'>, user: Author | null, payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url: MARKER_URL,
    payload: payload as Record<string, unknown>,
    headers: bearerOf(user),
  });
}

/**
 * Publishes the factory's comment, changed by `overrides`, as `user` and expects it saved.
 * Sent from a fresh client address, so per-IP limits stay out of the tests that only need
 * a comment to exist.
 */
export async function saveComment(
  t: Pick<TestApp, 'app'>,
  user: Author,
  overrides: Record<string, unknown> = {},
): Promise<SavedMarkerComment> {
  const response = await injectFrom(t, {
    method: 'POST',
    url: MARKER_URL,
    headers: bearer(user.accessToken),
    payload: newCommentPayload(overrides),
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as SavedMarkerComment;
}

/** PATCH a comment as `user` (anonymous when null). */
export function editComment(
  t: Pick<TestApp, 'app'>,
  user: Author | null,
  id: string,
  payload: unknown,
) {
  return t.app.inject({
    method: 'PATCH',
    url: commentUrl(id),
    payload: payload as Record<string, unknown>,
    headers: bearerOf(user),
  });
}

/** A moderator's decision on a comment, sent as moderators send it. */
export function decideOn(
  t: Pick<TestApp, 'app'>,
  moderator: Author,
  id: string,
  decision: 'hide' | 'restore',
  reason = 'Checked against the rules',
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/moderation/comments/${id}/actions`,
    headers: bearer(moderator.accessToken),
    payload: { decision, reason },
  });
}

/** decideOn, expecting the decision to be taken. */
export async function moderate(
  t: Pick<TestApp, 'app'>,
  moderator: Author,
  id: string,
  decision: 'hide' | 'restore',
  reason?: string,
): Promise<void> {
  expect((await decideOn(t, moderator, id, decision, reason)).statusCode).toBe(200);
}
