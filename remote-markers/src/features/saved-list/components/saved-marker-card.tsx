import { useId } from 'react';
import { TEXTS, bus, type SavedMarkerComment } from 'shared';
import { formatDateTime, formatPosition } from '../../../lib/format';
import { EyeIcon } from './eye-icon';
import styles from './saved-markers-list.module.css';

const VIEW_DETAILS = 'View details';

interface SavedMarkerCardProps {
  marker: SavedMarkerComment;
  selected: boolean;
  signedIn: boolean;
  onToggle: (marker: SavedMarkerComment) => void;
  onOpenDetails: (marker: SavedMarkerComment) => void;
}

/** One saved comment: a toggle button for selecting it, and the eye button for its details. */
export function SavedMarkerCard({
  marker,
  selected,
  signedIn,
  onToggle,
  onOpenDetails,
}: SavedMarkerCardProps) {
  const titleId = useId();
  const detailsId = useId();
  const heading = [marker.unitNumber, marker.region].filter(Boolean).join(' · ');

  return (
    <li className={`${styles.card} ${selected ? styles.selected : ''}`} data-marker-id={marker.id}>
      <button
        type="button"
        className={styles.cardButton}
        aria-pressed={selected}
        aria-labelledby={titleId}
        aria-describedby={detailsId}
        onClick={() => onToggle(marker)}
      >
        <span className={styles.cardHeader}>
          <span id={titleId} className={styles.cardTitle}>
            {heading || TEXTS.map.defaultPopupTitle}
          </span>
          {marker.locationType && <span className={styles.badge}>{marker.locationType}</span>}
        </span>
        <span id={detailsId} className={styles.cardDetails}>
          {marker.fullAddress && <span className={styles.address}>{marker.fullAddress}</span>}
          {marker.comment && <span className={styles.comment}>“{marker.comment}”</span>}
          <span className={styles.meta}>
            <span>
              {TEXTS.markers.added} {formatDateTime(marker.createdDate)}
            </span>
            <span className={styles.coordinates}>{formatPosition(marker.lat, marker.lon)}</span>
          </span>
        </span>
      </button>
      {signedIn ? (
        <button
          type="button"
          className={styles.eye}
          aria-label={VIEW_DETAILS}
          title={VIEW_DETAILS}
          onClick={() => onOpenDetails(marker)}
        >
          <EyeIcon />
        </button>
      ) : (
        // A disabled button hears no clicks: its wrapper asks the host to offer sign-in.
        <span
          className={styles.eyeWrapper}
          title={TEXTS.markers.signInToViewDetails}
          onClick={() => bus.emit('auth:required', { reason: TEXTS.markers.signInToViewDetails })}
        >
          <button
            type="button"
            className={styles.eye}
            aria-label={VIEW_DETAILS}
            title={TEXTS.markers.signInToViewDetails}
            disabled
          >
            <EyeIcon />
          </button>
        </span>
      )}
    </li>
  );
}
