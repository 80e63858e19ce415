import { useLayoutEffect } from 'react';
import { TEXTS, useComment } from 'shared';
import { commentIdOf, popupTitle, toSavedMarker, type MapMarker } from '../../../lib/map-state';
import { MarkerPopup } from './marker-popup';
import styles from './marker-popup.module.css';

interface SavedMarkerPopupProps {
  marker: MapMarker;
  /** Called when the content changed size (the popup lays itself out again). */
  onLayout?: () => void;
}

/**
 * A saved marker's popup. A pin the view gave holds its position and type only: its comment
 * is loaded when the popup opens (its content mounts then), meanwhile the title and a loading
 * line show. A comment saved on this page is shown as it is.
 */
export function SavedMarkerPopup({ marker, onLayout }: SavedMarkerPopupProps) {
  if (!marker.needsDetails) return <MarkerPopup marker={marker} />;
  return <LoadedMarkerPopup marker={marker} onLayout={onLayout} />;
}

function LoadedMarkerPopup({ marker, onLayout }: SavedMarkerPopupProps) {
  const { load: loaded } = useComment(commentIdOf(marker.id), {
    failed: TEXTS.map.commentLoadFailed,
  });
  // Before the browser paints the new content: the popup takes its new size and starts any
  // pan into view in the same frame, so its buttons are never drawn where they will not stay.
  useLayoutEffect(() => onLayout?.(), [loaded.status, onLayout]);

  if (loaded.status === 'ready') return <MarkerPopup marker={toSavedMarker(loaded.comment)} />;
  return (
    <div className={styles.popup} onClick={(event) => event.stopPropagation()}>
      <h3 className={styles.title}>{popupTitle(marker)}</h3>
      {loaded.status === 'loading' ? (
        <p className={styles.status} role="status">
          {TEXTS.map.loadingComment}
        </p>
      ) : (
        <p className={styles.error} role="alert">
          {loaded.message}
        </p>
      )}
    </div>
  );
}
