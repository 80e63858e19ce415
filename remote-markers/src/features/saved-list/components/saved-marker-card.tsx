import { useId } from 'react';
import { Link } from 'react-router-dom';
import {
  Icon,
  LikeButton,
  ShareButton,
  TEXTS,
  buildingPath,
  bus,
  commentTitle,
  type SavedMarkerComment,
} from 'shared';
import { ReportButton } from '../../../components/report/report-button';
import { LIST_TEXTS } from '../texts';
import { CardContent } from './card-content';
import styles from './saved-markers-list.module.css';

interface SavedMarkerCardProps {
  marker: SavedMarkerComment;
  selected: boolean;
  signedIn: boolean;
  onToggle: (marker: SavedMarkerComment) => void;
  onOpenDetails: (marker: SavedMarkerComment) => void;
  /** In a list grouped by building: how many comments this card's building holds. */
  buildingCount?: number;
}

/**
 * One saved comment in the list. The title is the button that selects it, stretched over the
 * whole card so a click anywhere on it selects; its name is its visible text (the rest of
 * the card describes it). Share and the eye button for the details sit above it.
 */
export function SavedMarkerCard({
  marker,
  selected,
  signedIn,
  onToggle,
  onOpenDetails,
  buildingCount,
}: SavedMarkerCardProps) {
  const titleId = useId();
  const detailsId = useId();
  const title = commentTitle(marker);

  return (
    <li className={`${styles.card} ${selected ? styles.selected : ''}`} data-marker-id={marker.id}>
      <CardContent
        marker={marker}
        detailsId={detailsId}
        title={
          <button
            type="button"
            id={titleId}
            className={styles.cardButton}
            aria-pressed={selected}
            aria-describedby={detailsId}
            onClick={() => onToggle(marker)}
          >
            <span className={styles.cardTitle}>{title}</span>
          </button>
        }
      />
      {buildingCount !== undefined && marker.buildingId && (
        <Link
          to={buildingPath(marker.buildingId)}
          className={styles.buildingLink}
          aria-describedby={titleId}
        >
          {LIST_TEXTS.buildingComments(buildingCount)}
        </Link>
      )}
      <div className={styles.cardActions}>
        <LikeButton comment={marker} className={styles.textButton} describedBy={titleId} />
        <ShareButton
          id={marker.id}
          title={title}
          className={styles.textButton}
          describedBy={titleId}
        />
        <ReportButton comment={marker} className={styles.textButton} describedBy={titleId} />
      </div>
      {signedIn ? (
        <button
          type="button"
          className={styles.eye}
          aria-label={LIST_TEXTS.viewDetails}
          aria-describedby={titleId}
          title={LIST_TEXTS.viewDetails}
          onClick={() => onOpenDetails(marker)}
        >
          <Icon name="eye" size={18} />
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
            aria-label={LIST_TEXTS.viewDetails}
            title={TEXTS.markers.signInToViewDetails}
            disabled
          >
            <Icon name="eye" size={18} />
          </button>
        </span>
      )}
    </li>
  );
}
