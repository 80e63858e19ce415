import { useId } from 'react';
import { TEXTS, placePath, type SavedMarkerComment } from 'shared';
import { commentDate } from '../../../lib/coarse';
import { useSamePlaceComments } from '../api/same-place';
import type { CommentPlace } from '../api/comment-place';
import styles from './add-comment-dialog.module.css';

const T = TEXTS.moderation;
/** A comment here is a reminder of what is said, not the whole of it (Details has that). */
const SHORT_COMMENT_LENGTH = 140;

export function shortComment(comment: string): string {
  const text = comment.trim().replace(/\s+/g, ' ');
  return text.length > SHORT_COMMENT_LENGTH
    ? `${text.slice(0, SHORT_COMMENT_LENGTH - 1).trimEnd()}…`
    : text;
}

/**
 * While composing: the comments already published about this place, so the author adds to
 * them rather than repeating them. Each opens its details in a new tab, so what is being
 * written stays. Nothing when there are none.
 */
export function SamePlaceComments({
  place,
  unitNumber,
}: {
  place: Pick<CommentPlace, 'lat' | 'lon' | 'address'>;
  unitNumber: string;
}) {
  const comments = useSamePlaceComments(place, unitNumber);
  const headingId = useId();
  if (comments.length === 0) return null;
  return (
    <section className={styles.samePlace} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.samePlaceTitle}>
        {T.samePlaceTitle.replace('{count}', String(comments.length))}
      </h3>
      <p className={styles.samePlaceHint}>{T.samePlaceHint}</p>
      <ul className={styles.samePlaceList}>
        {comments.map((comment) => (
          <SamePlaceComment key={comment.id} comment={comment} />
        ))}
      </ul>
    </section>
  );
}

function SamePlaceComment({ comment }: { comment: SavedMarkerComment }) {
  const textId = useId();
  const meta = [
    comment.unitNumber && `${TEXTS.map.unit} ${comment.unitNumber}`,
    comment.author && TEXTS.markers.byAuthor.replace('{author}', comment.author),
    commentDate(comment, comment.createdDate),
  ].filter(Boolean);
  return (
    <li className={styles.samePlaceItem}>
      <span id={textId}>“{shortComment(comment.comment)}”</span>
      <span className={styles.samePlaceMeta}>{meta.join(' · ')}</span>
      <a
        href={placePath(comment.id)}
        target="_blank"
        rel="noopener noreferrer"
        aria-describedby={textId}
      >
        {T.viewComment}
      </a>
    </li>
  );
}
