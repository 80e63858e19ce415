import {
  LikeButton,
  ShareButton,
  TEXTS,
  bus,
  commentTitle,
  useComment,
  useSession,
  useViewState,
} from 'shared';
import buttons from '../../../components/button.module.css';
import { ReportButton } from '../../../components/report/report-button';
import { LOAD_TEXTS } from '../../../lib/texts';
import { LIST_TEXTS } from '../texts';
import { CardContent } from './card-content';
import styles from './saved-markers-list.module.css';

interface PlaceCardProps {
  /** The saved comment shown, loaded by its id. */
  id: string;
  /** The id its title gets, to name the sheet it is shown in. */
  headingId: string;
}

/**
 * One saved comment on its own (the phone's bottom sheet for a tapped pin): the card as the
 * list shows it, Share, and View details, which asks a signed-out visitor to sign in
 * (details are for signed-in users).
 */
export function PlaceCard({ id, headingId }: PlaceCardProps) {
  const { load } = useComment(id, { failed: LOAD_TEXTS.loadFailed });
  const { isAuthenticated } = useSession();
  const { openDetails } = useViewState();

  if (load.status === 'loading') {
    return (
      <p className={styles.sheetState} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        {TEXTS.markers.loading}
      </p>
    );
  }
  if (load.status !== 'ready') {
    return (
      <p id={headingId} className={`${styles.sheetState} ${styles.errorText}`} role="alert">
        {load.status === 'missing' ? LOAD_TEXTS.notFound : load.message}
      </p>
    );
  }

  const { comment: marker } = load;
  const title = commentTitle(marker);
  return (
    <article className={styles.placeCard} data-marker-id={marker.id}>
      <CardContent
        marker={marker}
        title={
          <h2 id={headingId} className={`${styles.cardTitle} ${styles.sheetTitle}`}>
            {title}
          </h2>
        }
      />
      <div className={styles.cardActions}>
        <LikeButton comment={marker} className={styles.textButton} />
        <ShareButton id={marker.id} title={title} className={styles.textButton} />
        <ReportButton comment={marker} className={styles.textButton} />
        {isAuthenticated ? (
          <button type="button" className={buttons.button} onClick={() => openDetails(marker.id)}>
            {LIST_TEXTS.viewDetails}
          </button>
        ) : (
          <span className={styles.signInPrompt}>
            <span>{TEXTS.markers.signInToViewDetails}</span>
            <button
              type="button"
              className={styles.textButton}
              onClick={() =>
                bus.emit('auth:required', { reason: TEXTS.markers.signInToViewDetails })
              }
            >
              {LIST_TEXTS.signIn}
            </button>
          </span>
        )}
      </div>
    </article>
  );
}
