import { useState, type ReactNode } from 'react';
import { TEXTS, LIMITS, photoUrl, type SavedMarkerComment } from 'shared';
import buttons from '../../../components/button.module.css';
import { ModalDialog } from '../../../components/modal-dialog';
import { formatCoordinate, formatDateTime } from '../../../lib/format';
import { parsePhotoNames, usePhotoBaseUrl } from '../api/comment-photos';
import { staticMapSrc } from '../api/static-map';
import styles from './comment-details-dialog.module.css';

interface CommentDetailsDialogProps {
  marker: SavedMarkerComment;
  onClose: () => void;
}

/** Everything about one saved comment, with its photos and a small map of the place. */
export function CommentDetailsDialog({ marker, onClose }: CommentDetailsDialogProps) {
  const [mapFailed, setMapFailed] = useState(false);
  const [failedPhotos, setFailedPhotos] = useState<ReadonlySet<string>>(() => new Set());
  const photoBaseUrl = usePhotoBaseUrl();
  const photos = parsePhotoNames(marker.photoUrls).filter((name) => !failedPhotos.has(name));
  const latitude = formatCoordinate(marker.lat);
  const longitude = formatCoordinate(marker.lon);

  const fields: [string, ReactNode][] = [
    ['Address', marker.fullAddress],
    ['Unit', marker.unitNumber],
    ['Region', marker.region],
    ['City', marker.city],
    ['Country', marker.country],
    ['Postcode', marker.postcode],
    ['Latitude', latitude],
    ['Longitude', longitude],
    ['Location type', marker.locationType],
    ['Map source', marker.mapSource],
    ['Created', formatDateTime(marker.createdDate)],
    ['Modified', formatDateTime(marker.modifiedDate)],
  ];

  return (
    <ModalDialog
      title={TEXTS.markers.commentDetails}
      onClose={onClose}
      size="large"
      testId="comment-details-dialog"
      footer={
        <>
          {/* Liking comes as its own issue (PRODUCT.md §5); until then these do nothing. */}
          <div className={styles.reactions}>
            <button type="button" className={buttons.button}>
              Like
            </button>
            <button type="button" className={buttons.button}>
              Unlike
            </button>
          </div>
          <button
            type="button"
            className={`${buttons.button} ${buttons.primary}`}
            onClick={onClose}
            data-autofocus
          >
            Close
          </button>
        </>
      }
    >
      <div className={styles.map}>
        {mapFailed ? (
          <p className={styles.mapFallback} data-testid="static-map-fallback">
            {latitude}, {longitude}
          </p>
        ) : (
          <img
            className={styles.mapImage}
            src={staticMapSrc(marker.lat, marker.lon)}
            width={LIMITS.staticMap.width}
            height={LIMITS.staticMap.height}
            alt={`Map of ${marker.fullAddress || `${latitude}, ${longitude}`}`}
            onError={() => setMapFailed(true)}
          />
        )}
      </div>

      {marker.comment && <blockquote className={styles.comment}>“{marker.comment}”</blockquote>}

      <dl className={styles.fields}>
        {fields.map(([label, value]) => (
          <div key={label} className={styles.field}>
            <dt>{label}</dt>
            <dd>{value || '—'}</dd>
          </div>
        ))}
      </dl>

      {photos.length > 0 && photoBaseUrl !== undefined && (
        <section aria-label="Photos">
          <h3 className={styles.sectionTitle}>Photos</h3>
          <ul className={styles.photos}>
            {photos.map((name, index) => (
              <li key={name}>
                <img
                  src={photoUrl(name, photoBaseUrl)}
                  alt={`Photo ${index + 1}`}
                  loading="lazy"
                  onError={() => setFailedPhotos((failed) => new Set(failed).add(name))}
                />
              </li>
            ))}
          </ul>
        </section>
      )}
    </ModalDialog>
  );
}
