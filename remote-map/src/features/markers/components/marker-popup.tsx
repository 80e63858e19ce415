import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import {
  APP_PATHS,
  LikeButton,
  PhotoStrip,
  ReportButton,
  ShareButton,
  TEXTS,
  bus,
  commentTitle,
  toLocationModel,
  useSession,
  type LocationModel,
  type NewCommentNavigationState,
} from 'shared';
import { commentIdOf, popupTitle, type MapMarker } from '../../../lib/map-state';
import { fetchLocationModel } from '../api/geocoding';
import { POPUP_TEXTS } from '../texts';
import styles from './marker-popup.module.css';

interface MarkerPopupProps {
  marker: MapMarker;
  onRemove?: () => void;
  /** The selected pin: keep it as a temporary marker (a new click no longer replaces it). */
  onKeep?: () => void;
}

/**
 * A marker's popup: title (a saved comment's, else what the place is), the saved comment with
 * its photos and address parts, and the buttons (a saved comment's Like, Share and Report,
 * the selected pin's Keep pin; the comment's pieces are shared's). Anonymous
 * users see the buttons disabled with the sign-in tooltips, and a 'Sign in to interact'
 * link; using a disabled button asks them to sign in.
 */
export function MarkerPopup({ marker, onRemove, onKeep }: MarkerPopupProps) {
  const { isAuthenticated } = useSession();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [opening, setOpening] = useState(false);
  const address = marker.isSavedMarker ? marker.fullAddress || marker.address : marker.address;
  // A saved comment is titled as everywhere else; a place without one by what it is.
  const title = marker.isSavedMarker ? commentTitle(marker) : popupTitle(marker);

  const addComment = async () => {
    if (!isAuthenticated) {
      bus.emit('auth:required', { reason: 'add-comment' });
      return;
    }
    setOpening(true);
    const location = { lat: marker.position.lat, lon: marker.position.lng, address };
    const locationModel = await locationModelOf(marker);
    const state: NewCommentNavigationState = { location, locationModel };
    setOpening(false);
    // The one hand-off to the dialog: typed navigation state (the host guards the route).
    // The map page's query goes along: the map stays as it is under the dialog.
    navigate({ pathname: APP_PATHS.newComment, search }, { state });
  };

  const like = () => {
    // A place without a saved comment has nothing to like; anonymous users are asked to sign in.
    if (!isAuthenticated) bus.emit('auth:required', { reason: 'like' });
  };
  const likeable = marker.isSavedMarker && marker.likeCount !== undefined;

  return (
    // Clicks stop here: a button that removes the popup would otherwise leave a detached
    // target that Leaflet takes for a click on the map (and drops a marker there).
    <div className={styles.popup} onClick={(event) => event.stopPropagation()}>
      <h3 className={styles.title}>{title}</h3>
      {marker.isSavedMarker && marker.comment && (
        <p className={styles.comment}>&ldquo;{marker.comment}&rdquo;</p>
      )}
      {marker.underReview && <p className={styles.review}>{POPUP_TEXTS.underReview}</p>}
      {marker.isSavedMarker && marker.author && (
        <p className={styles.author}>{TEXTS.markers.byAuthor.replace('{author}', marker.author)}</p>
      )}
      {marker.isSavedMarker && (
        <PhotoStrip
          photoUrls={marker.photoUrls}
          title={title}
          where={address || title}
          className={styles.photos}
        />
      )}
      <dl className={styles.details}>
        <Detail label="Address" value={address ?? TEXTS.map.lookingUpAddress} />
        {marker.isSavedMarker && (
          <>
            <Detail label="Region" value={marker.region} />
            <Detail label="City" value={marker.city} />
            <Detail label="Country" value={marker.country} />
          </>
        )}
        {!marker.isSavedMarker && (
          <Detail
            label="Coordinates"
            value={`${marker.position.lat.toFixed(6)}, ${marker.position.lng.toFixed(6)}`}
          />
        )}
      </dl>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.primary}
          title={isAuthenticated ? TEXTS.map.addComment : TEXTS.map.signInToAddComments}
          aria-disabled={!isAuthenticated || opening}
          onClick={() => void (opening ? undefined : addComment())}
        >
          {TEXTS.map.addComment}
        </button>
        {likeable ? (
          <LikeButton
            comment={{
              id: commentIdOf(marker.id),
              likeCount: marker.likeCount ?? 0,
              likedByMe: marker.likedByMe ?? false,
            }}
            className={styles.secondary}
          />
        ) : (
          <button
            type="button"
            className={styles.secondary}
            title={isAuthenticated ? TEXTS.map.likeNeedsComment : TEXTS.map.signInToLike}
            aria-disabled
            onClick={like}
          >
            {TEXTS.markers.like}
          </button>
        )}
        {onKeep && (
          <button
            type="button"
            className={styles.secondary}
            title={POPUP_TEXTS.keepPinHint}
            onClick={onKeep}
          >
            {POPUP_TEXTS.keepPin}
          </button>
        )}
        {onRemove && (
          <button type="button" className={styles.secondary} onClick={onRemove}>
            {TEXTS.map.remove}
          </button>
        )}
        {marker.isSavedMarker && (
          <ShareButton
            id={commentIdOf(marker.id)}
            title={address ? `${title}, ${address}` : title}
            className={styles.secondary}
          />
        )}
        {marker.isSavedMarker && (
          <ReportButton
            comment={{ id: commentIdOf(marker.id), byMe: marker.byMe }}
            className={styles.secondary}
          />
        )}
      </div>
      {!isAuthenticated && (
        <Link to="/auth" className={styles.signIn}>
          {TEXTS.map.signInToInteract}
        </Link>
      )}
    </div>
  );
}

/**
 * The Location model for 'Add a comment': built from the place the map already looked up for
 * this popup, so the place is reverse-geocoded once; looked up only when the map has none
 * (a saved marker, or a lookup that failed).
 */
async function locationModelOf(marker: MapMarker): Promise<LocationModel | null> {
  if (marker.place) return toLocationModel(marker.place, new Date().toISOString());
  return fetchLocationModel(marker.position.lat, marker.position.lng).catch(() => null);
}

function Detail({ label, value }: { label: string; value: string | null | undefined }) {
  if (!value) return null;
  return (
    <div className={styles.detail}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
