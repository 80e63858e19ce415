import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { bus } from '../bus/bus';
import type { MarkerLikeState } from '../contract/markers';
import { TEXTS } from '../texts';
import { call } from '../auth/api';
import { toApiError } from '../http/api-error';
import { useSession } from '../session/use-session';

/** What a like control needs of a comment: its id and its likes as the payload said. */
export interface LikeableComment extends MarkerLikeState {
  id: string;
}

/**
 * The likes the signed-in user changed on this page, by comment: newer than any payload the
 * page holds (others' likes show on the next load). Filled from the bus, the one source: every
 * change is a 'marker:liked' event, so the popup, the card and Details agree, and a control
 * mounted later (Details opened from a card) starts from it. Forgotten on sign-out.
 */
const changed = new Map<string, MarkerLikeState>();
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};
bus.on('marker:liked').subscribe(({ id, likeCount, likedByMe }) => {
  changed.set(id, { likeCount, likedByMe });
  notify();
});
function forgetChanges() {
  if (changed.size === 0) return;
  changed.clear();
  notify();
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Each comment's last click on this page, so a late answer never undoes a newer click. */
const clicks = new Map<string, number>();

export interface CommentLikeControls extends MarkerLikeState {
  /** Whether the viewer may like (signed in); signed out, `toggle` asks them to sign in. */
  canLike: boolean;
  /** Likes or unlikes at once (optimistic); rolled back, with `error` set, if the API refuses. */
  toggle: () => void;
  /** Set when the last like or unlike could not be saved; cleared by the next. */
  error: string | null;
}

/**
 * A comment's like button state and action, the same wherever the comment shows (the map's
 * popup, the list's card, Comment Details): a click updates every place at once through the
 * bus, then sends PUT or DELETE …/like (idempotent); a failure puts every place back.
 * Signed out, toggling asks the host to offer sign-in ('Please sign in to like this
 * location').
 */
export function useCommentLike(comment: LikeableComment): CommentLikeControls {
  const { isAuthenticated } = useSession();
  const { id, likeCount, likedByMe } = comment;
  const stored = useSyncExternalStore(
    subscribe,
    () => changed.get(id),
    () => changed.get(id),
  );
  // Whoever signs in next starts from the payloads, not from this user's likes.
  useEffect(() => {
    if (!isAuthenticated) forgetChanges();
  }, [isAuthenticated]);
  const [error, setError] = useState<string | null>(null);
  const state: MarkerLikeState = stored ?? { likeCount, likedByMe };

  const toggle = useCallback(() => {
    if (!isAuthenticated) {
      bus.emit('auth:required', { reason: TEXTS.map.signInToLike });
      return;
    }
    const before = changed.get(id) ?? { likeCount, likedByMe };
    const liking = !before.likedByMe;
    const click = (clicks.get(id) ?? 0) + 1;
    clicks.set(id, click);
    setError(null);
    bus.emit('marker:liked', {
      id,
      likedByMe: liking,
      likeCount: Math.max(0, before.likeCount + (liking ? 1 : -1)),
    });
    const request = call(liking ? 'likeMarkerComment' : 'unlikeMarkerComment', {
      params: { id },
    });
    request.then(
      (answer) => {
        if (clicks.get(id) !== click) return;
        bus.emit('marker:liked', { id, likeCount: answer.likeCount, likedByMe: answer.likedByMe });
      },
      (failure: unknown) => {
        if (clicks.get(id) !== click) return;
        bus.emit('marker:liked', { id, ...before });
        // What the person can act on is said in the API's words (verify your email first,
        // too many likes); anything else is one sentence of ours.
        const refusal = toApiError(failure);
        const actionable = refusal?.status === 403 || refusal?.status === 429;
        setError(actionable ? refusal!.message : TEXTS.markers.likeFailed);
      },
    );
  }, [id, isAuthenticated, likeCount, likedByMe]);

  return {
    likeCount: state.likeCount,
    likedByMe: isAuthenticated && state.likedByMe,
    canLike: isAuthenticated,
    toggle,
    error,
  };
}

/** '3 likes', '1 like': the count in words, for screen readers. */
export function likeCountText(count: number): string {
  return count === 1
    ? TEXTS.markers.likeCountOne
    : TEXTS.markers.likeCount.replace('{count}', String(count));
}
