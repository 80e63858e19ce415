import { useId } from 'react';
import { TEXTS, likeCountText, useCommentLike, type LikeableComment } from 'shared';
import styles from './marker-popup.module.css';

interface LikeButtonProps {
  comment: LikeableComment;
  className?: string;
}

/**
 * A saved comment's Like in its popup: a toggle ('Like', pressed when the user likes it) with
 * the count beside it, the same state as the comment's card and Details (shared's
 * useCommentLike: at once, put back if the API refuses). Signed out it reads as disabled with
 * SPEC's 'Please sign in to like this location', and a click asks the host to offer sign-in,
 * as the popup's other buttons do.
 */
export function LikeButton({ comment, className }: LikeButtonProps) {
  const { likeCount, likedByMe, canLike, toggle, error } = useCommentLike(comment);
  const countId = useId();
  return (
    <span className={styles.likes}>
      <button
        type="button"
        className={`${className ?? ''} ${likedByMe ? styles.liked : ''}`}
        title={canLike ? TEXTS.map.likeLocation : TEXTS.map.signInToLike}
        aria-pressed={likedByMe}
        aria-disabled={!canLike}
        aria-describedby={countId}
        onClick={toggle}
      >
        <span aria-hidden="true">{likedByMe ? '♥' : '♡'}</span> {TEXTS.markers.like}
      </button>
      <span className={styles.likeCount} aria-hidden="true" data-testid="like-count">
        {likeCount}
      </span>
      <span id={countId} className={styles.visuallyHidden}>
        {likeCountText(likeCount)}
      </span>
      {error && (
        <span role="alert" className={styles.likeError}>
          {error}
        </span>
      )}
    </span>
  );
}
