import { useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  COMMENT_FIELD_NAMES,
  LikeButton,
  ShareButton,
  TEXTS,
  buildingPath,
  commentTitle,
  LIMITS,
  moderationNotice,
  parsePhotoNames,
  photoThumbnails,
  photoUrl,
  usePhotoBaseUrl,
  type SavedMarkerComment,
} from 'shared';
import { ReportButton } from '../../../components/report/report-button';
import { coarseNote, commentDate } from '../../../lib/coarse';
import { EDITED_LABEL, wasEdited } from '../../../lib/edited';
import { fieldDetailRows } from '../../../lib/comment-field-view';
import { formatCoordinate, formatDay } from '../../../lib/format';
import { UNDER_REVIEW_TEXTS } from '../../../lib/under-review';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PhotoViewer, type ViewerPhoto } from '../../../components/photo-viewer/photo-viewer';
import { staticMapSrc } from '../api/static-map';
import { DETAILS_TEXTS } from '../texts';
import styles from './comment-details-dialog.module.css';
import { ConditionChecklist } from './condition-checklist';
import { RentRecord } from './rent-record';
import { DetailsDialogFrame } from './details-dialog-frame';
import { OwnCommentActions } from './own-comment-actions';

interface CommentDetailsDialogProps {
  marker: SavedMarkerComment;
  onClose: () => void;
}

interface Photo extends ViewerPhoto {
  name: string;
  thumbnail: string;
}

/**
 * Everything about one saved comment, with its photos and a small map of the place. The
 * photos are thumbnails (the grid shows them at under 300 px); each opens the full-size
 * viewer. While open, the tab is named after the comment.
 */
export function CommentDetailsDialog({ marker, onClose }: CommentDetailsDialogProps) {
  const [mapFailed, setMapFailed] = useState(false);
  const [failedPhotos, setFailedPhotos] = useState<ReadonlySet<string>>(() => new Set());
  const [viewing, setViewing] = useState<number | null>(null);
  const photoBaseUrl = usePhotoBaseUrl();
  const latitude = formatCoordinate(marker.lat);
  const longitude = formatCoordinate(marker.lon);
  const title = commentTitle(marker);
  useDocumentTitle(`${title} · ${TEXTS.productName}`);

  const photos = useMemo<Photo[]>(() => {
    if (photoBaseUrl === undefined) return [];
    // A photo that failed to load leaves, and the others are numbered again without it.
    const names = parsePhotoNames(marker.photoUrls).filter((name) => !failedPhotos.has(name));
    // A comment that is not published has its photos at signed addresses only (the public
    // file route answers 404 for them): its author reads them there.
    const signed = new Map(marker.moderation?.photos?.map((photo) => [photo.name, photo]));
    return photoThumbnails(names, photoBaseUrl, marker.fullAddress || title).map((photo) => ({
      name: photo.name,
      alt: photo.alt,
      thumbnail: signed.get(photo.name)?.thumbnailUrl ?? photo.src,
      src: signed.get(photo.name)?.url ?? photoUrl(photo.name, photoBaseUrl),
    }));
  }, [marker.photoUrls, marker.moderation, marker.fullAddress, title, failedPhotos, photoBaseUrl]);
  const banner = moderationNotice(marker.moderation, formatDay);
  const note = coarseNote(marker);

  const fields: [string, ReactNode][] = [
    ['Address', marker.fullAddress],
    ...fieldDetailRows(marker, ['unitNumber']),
    ['Region', marker.region],
    ['City', marker.city],
    ['Country', marker.country],
    ['Postcode', marker.postcode],
    ['Latitude', latitude],
    ['Longitude', longitude],
    // The type, then any other field the comment has, each with its table's label.
    ...fieldDetailRows(
      marker,
      COMMENT_FIELD_NAMES.filter((name) => name !== 'unitNumber'),
    ),
    ['Map source', marker.mapSource],
    ['Created', commentDate(marker, marker.createdDate)],
    [
      'Modified',
      <>
        {commentDate(marker, marker.modifiedDate)}
        {wasEdited(marker) && <span data-testid="edited-mark"> ({EDITED_LABEL})</span>}
      </>,
    ],
  ];

  return (
    <>
      <DetailsDialogFrame
        onClose={onClose}
        actions={
          <>
            <div className={styles.reactions}>
              <LikeButton comment={marker} />
            </div>
            {/* A link to a comment nobody else can read would show them nothing. */}
            {!banner && <ShareButton id={marker.id} title={`${title} · ${TEXTS.productName}`} />}
            {marker.byMe ? (
              <OwnCommentActions marker={marker} />
            ) : (
              <ReportButton comment={marker} />
            )}
          </>
        }
      >
        {banner && (
          <div className={styles.moderation} data-status={marker.moderation?.status}>
            <p className={styles.moderationHeading}>{banner.heading}</p>
            {banner.detail && <p>{banner.detail}</p>}
          </div>
        )}
        {marker.underReview && (
          <div className={styles.moderation} data-status="under-review" data-testid="under-review">
            <p className={styles.moderationHeading}>{UNDER_REVIEW_TEXTS.label}</p>
            <p>{UNDER_REVIEW_TEXTS.detail}</p>
          </div>
        )}
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
        {marker.author && (
          <p className={styles.author}>
            {TEXTS.markers.byAuthor.replace('{author}', marker.author)}
          </p>
        )}
        {note && <p className={styles.coarseNote}>{note}</p>}
        {/* A building is public once a comment of it is: not through one still held or hidden. */}
        {marker.buildingId && !banner && (
          <p className={styles.building}>
            <Link to={buildingPath(marker.buildingId)}>{DETAILS_TEXTS.building}</Link>
          </p>
        )}

        <dl className={styles.fields}>
          {fields.map(([label, value]) => (
            <div key={label} className={styles.field}>
              <dt>{label}</dt>
              <dd>{value || '—'}</dd>
            </div>
          ))}
        </dl>

        {marker.checklist && <ConditionChecklist checklist={marker.checklist} />}
        {marker.rent && <RentRecord rent={marker.rent} />}

        {photos.length > 0 && (
          <section aria-label="Photos">
            <h3 className={styles.sectionTitle}>Photos</h3>
            <ul className={styles.photos}>
              {photos.map((photo, index) => (
                <li key={photo.name}>
                  <button
                    type="button"
                    className={styles.thumbnail}
                    title={DETAILS_TEXTS.viewFullSize}
                    onClick={() => setViewing(index)}
                  >
                    <img
                      src={photo.thumbnail}
                      width={LIMITS.photoThumbnailSize}
                      height={LIMITS.photoThumbnailSize}
                      alt={photo.alt}
                      loading="lazy"
                      onError={() => setFailedPhotos((failed) => new Set(failed).add(photo.name))}
                    />
                  </button>
                </li>
              ))}
            </ul>
          </section>
        )}
      </DetailsDialogFrame>
      {/* Beside the dialog, not in it: its keys (Escape, Tab) are the viewer's own. */}
      <PhotoViewer
        photos={photos}
        index={viewing !== null && viewing < photos.length ? viewing : null}
        onClose={() => setViewing(null)}
      />
    </>
  );
}
