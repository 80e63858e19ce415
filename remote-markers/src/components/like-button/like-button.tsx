import { useId } from 'react';
import { TEXTS, likeCountText, useCommentLike, type LikeableComment } from 'shared';
import buttons from '../button.module.css';
import styles from './like-button.module.css';

interface LikeButtonProps {
  comment: LikeableComment;
  /** The button's look where it sits (a card's small text button); else the remote's button. */
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
 * Like / Unlike for a saved comment: one toggle button ('Like', pressed when the user likes
 * it) with the count beside it, on cards and in Comment Details. A click shows at once
 * everywhere the comment is shown (shared's useCommentLike) and is put back if the API
 * refuses. Signed out, it is disabled with SPEC's 'Please sign in to like this location'; a
 * click on it asks the host to offer sign-in.
 */
export function LikeButton({ comment, className, describedBy }: LikeButtonProps) {
  const { likeCount, likedByMe, canLike, toggle, error } = useCommentLike(comment);
  const countId = useId();
  const describedByIds = [countId, describedBy].filter(Boolean).join(' ');
  const look = `${className ?? buttons.button} ${styles.like} ${likedByMe ? styles.liked : ''}`;

  const count = (
    <span className={styles.count}>
      <span aria-hidden="true" data-testid="like-count">
        {likeCount}
      </span>
      <span id={countId} className={styles.hidden}>
        {likeCountText(likeCount)}
      </span>
    </span>
  );

  if (!canLike) {
    return (
      // A disabled button hears no clicks: its wrapper asks the host to offer sign-in.
      <span className={styles.likes} title={TEXTS.map.signInToLike} onClick={toggle}>
        <button
          type="button"
          className={look}
          aria-pressed={false}
          aria-describedby={describedByIds}
          title={TEXTS.map.signInToLike}
          disabled
        >
          <Heart filled={false} />
          {TEXTS.markers.like}
        </button>
        {count}
      </span>
    );
  }

  return (
    <span className={styles.likes}>
      <button
        type="button"
        className={look}
        aria-pressed={likedByMe}
        aria-describedby={describedByIds}
        title={TEXTS.map.likeLocation}
        onClick={toggle}
      >
        <Heart filled={likedByMe} />
        {TEXTS.markers.like}
      </button>
      {count}
      {/* Only when there is something to say: a list of cards holds no empty live regions. */}
      {error && (
        <span role="alert" className={styles.error}>
          {error}
        </span>
      )}
    </span>
  );
}
