import { useId } from 'react';
import { TEXTS } from '../texts';
import buttons from '../ui/button.module.css';
import styles from './comment-pieces.module.css';
import { likeCountText, useCommentLike, type LikeableComment } from './use-comment-like';

export interface LikeButtonProps {
  comment: LikeableComment;
  /** The button's look where it sits (a popup's or a card's small button); else the kit's. */
  className?: string;
  /** The element that names what is liked (a card's title). */
  describedBy?: string;
}

/** A heart, filled when liked. */
function Heart({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        d="M12 21s-7.5-4.6-9.6-9.3C.9 8.3 3 4.5 6.7 4.5c2.1 0 3.6 1.1 5.3 3 1.7-1.9 3.2-3 5.3-3 3.7 0 5.8 3.8 4.3 7.2C19.5 16.4 12 21 12 21z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  );
}

/**
 * A saved comment's Like, wherever the comment shows (the map's popup, the list's cards, the
 * place sheet, Comment Details): one toggle ('Like', pressed when the user likes it) with the
 * count beside it, read to screen readers as '3 likes'. A click shows at once everywhere
 * (useCommentLike) and is put back if the API refuses. Signed out it reads as disabled with
 * 'Please sign in to like this location' yet stays focusable, so that a click or a key asks
 * the host to offer sign-in.
 */
export function LikeButton({ comment, className, describedBy }: LikeButtonProps) {
  const { likeCount, likedByMe, canLike, toggle, error } = useCommentLike(comment);
  const countId = useId();
  const look = [className ?? buttons.button, styles.action, likedByMe && styles.liked];
  return (
    <span className={styles.likes}>
      <button
        type="button"
        className={look.filter(Boolean).join(' ')}
        title={canLike ? TEXTS.map.likeLocation : TEXTS.map.signInToLike}
        aria-pressed={likedByMe}
        aria-disabled={!canLike}
        aria-describedby={[countId, describedBy].filter(Boolean).join(' ')}
        onClick={toggle}
      >
        <Heart filled={likedByMe} />
        {TEXTS.markers.like}
      </button>
      <span className={styles.count}>
        <span aria-hidden="true" data-testid="like-count">
          {likeCount}
        </span>
        <span id={countId} className={styles.hidden}>
          {likeCountText(likeCount)}
        </span>
      </span>
      {/* Only when there is something to say: a list of cards holds no empty live regions. */}
      {error && (
        <span role="alert" className={styles.error}>
          {error}
        </span>
      )}
    </span>
  );
}
