import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  APP_PATHS,
  TEXTS,
  bus,
  toLocationModel,
  useSession,
  type LocationModel,
  type NewCommentNavigationState,
} from 'shared';
import { popupTitle, type MapMarker } from '../../../lib/map-state';
import { fetchLocationModel } from '../api/geocoding';
import styles from './marker-popup.module.css';

interface MarkerPopupProps {
  marker: MapMarker;
  onRemove?: () => void;
}

/**
 * A marker's popup: title (SPEC.md title rule), the saved comment and its address parts, and
 * the buttons. Anonymous users see the buttons disabled with the sign-in tooltips, and a
 * 'Sign in to interact' link; using a disabled button asks them to sign in.
 */
export function MarkerPopup({ marker, onRemove }: MarkerPopupProps) {
  const { isAuthenticated } = useSession();
  const navigate = useNavigate();
  const [opening, setOpening] = useState(false);
  const address = marker.isSavedMarker ? marker.fullAddress || marker.address : marker.address;

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
    navigate(APP_PATHS.newComment, { state });
  };

  const like = () => {
    // SPEC.md: Like has no action yet; anonymous users are asked to sign in.
    if (!isAuthenticated) bus.emit('auth:required', { reason: 'like' });
  };

  return (
    // Clicks stop here: a button that removes the popup would otherwise leave a detached
    // target that Leaflet takes for a click on the map (and drops a marker there).
    <div className={styles.popup} onClick={(event) => event.stopPropagation()}>
      <h3 className={styles.title}>{popupTitle(marker)}</h3>
      {marker.isSavedMarker && marker.comment && (
        <p className={styles.comment}>&ldquo;{marker.comment}&rdquo;</p>
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
        <button
          type="button"
          className={styles.secondary}
          title={isAuthenticated ? TEXTS.map.likeLocation : TEXTS.map.signInToLike}
          aria-disabled={!isAuthenticated}
          onClick={like}
        >
          Like
        </button>
        {onRemove && (
          <button type="button" className={styles.secondary} onClick={onRemove}>
            {TEXTS.map.remove}
          </button>
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
