import {
  photosLabel,
  photoThumbnails,
  thumbnailImage,
  usePhotoBaseUrl,
  type SavedMarkerComment,
} from 'shared';
import styles from './saved-markers-list.module.css';

/**
 * A card's photos as a strip of thumbnails (shared's photoThumbnails): lazy, with their size
 * given so that nothing moves when they arrive, and drawn only once the config says where
 * photos come from.
 */
export function PhotoStrip({ marker, title }: { marker: SavedMarkerComment; title: string }) {
  const photoBaseUrl = usePhotoBaseUrl();
  const photos = photoThumbnails(
    marker.photoUrls,
    photoBaseUrl ?? null,
    marker.fullAddress || title,
  );
  if (photos.length === 0) return null;
  return (
    <ul className={styles.photos} aria-label={photosLabel(title)}>
      {photos.map((photo) => (
        <li key={photo.name} className={styles.photo}>
          {photoBaseUrl !== undefined && <img {...thumbnailImage(photo)} />}
        </li>
      ))}
    </ul>
  );
}
