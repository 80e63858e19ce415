import type { ReactNode } from 'react';
import { PhotoStrip, TEXTS, commentTitle, type SavedMarkerComment } from 'shared';
import { fieldBadges } from '../../../lib/comment-field-view';
import { coarseNote, commentDate } from '../../../lib/coarse';
import { EDITED_LABEL, wasEdited } from '../../../lib/edited';
import { formatPosition } from '../../../lib/format';
import { UnderReviewBadge } from '../../../lib/under-review';
import styles from './saved-markers-list.module.css';

interface CardContentProps {
  marker: SavedMarkerComment;
  /** The title as the card shows it: the list's select button, the sheet's heading. */
  title: ReactNode;
  /** The id of the part a screen reader hears as the title's description. */
  detailsId?: string;
}

/**
 * What a saved comment's card shows: title, type badge, address, the
 * quoted comment and who wrote it, its photos, the date added and the coordinates. A coarse
 * comment says what its public version withholds (its date is then a month); one with an
 * open notice says it is under review.
 */
export function CardContent({ marker, title, detailsId }: CardContentProps) {
  const note = coarseNote(marker);
  return (
    <div className={styles.cardContent}>
      <div className={styles.cardHeader}>
        {title}
        {fieldBadges(marker).map((badge) => (
          <span key={badge} className={styles.badge}>
            {badge}
          </span>
        ))}
        <UnderReviewBadge marker={marker} className={`${styles.badge} ${styles.reviewBadge}`} />
      </div>
      <div id={detailsId} className={styles.cardDetails}>
        {marker.fullAddress && <span className={styles.address}>{marker.fullAddress}</span>}
        {marker.comment && <span className={styles.comment}>“{marker.comment}”</span>}
        {marker.author && (
          <span className={styles.author}>
            {TEXTS.markers.byAuthor.replace('{author}', marker.author)}
          </span>
        )}
        {note && <span className={styles.coarseNote}>{note}</span>}
      </div>
      <PhotoStrip
        photoUrls={marker.photoUrls}
        title={commentTitle(marker)}
        where={marker.fullAddress || TEXTS.map.defaultPopupTitle}
      />
      <div className={styles.meta}>
        <span>
          {TEXTS.markers.added} {commentDate(marker, marker.createdDate)}
          {wasEdited(marker) && <span data-testid="edited-mark"> · {EDITED_LABEL}</span>}
        </span>
        <span className={styles.coordinates}>{formatPosition(marker.lat, marker.lon)}</span>
      </div>
    </div>
  );
}
