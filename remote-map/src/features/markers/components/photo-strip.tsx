import {
  parsePhotoNames,
  photosLabel,
  photoThumbnails,
  thumbnailImage,
  usePhotoBaseUrl,
} from 'shared';
import styles from './marker-popup.module.css';

interface PhotoStripProps {
  /** The saved comment's photoUrls (a JSON list of file names). */
  photoUrls: string | undefined;
  /** What the photos are of (the popup's title). */
  title: string;
  /** Where they were taken, for their alt text. */
  where: string;
}

/**
 * A saved comment's photos in its popup: up to 3 thumbnails (shared's photoThumbnails), lazy,
 * with their size given so that the popup does not grow under the pointer when they arrive.
 */
export function PhotoStrip(props: PhotoStripProps) {
  if (parsePhotoNames(props.photoUrls).length === 0) return null;
  return <Thumbnails {...props} />;
}

/** Drawn once the config says where photos come from (read only for comments with photos). */
function Thumbnails({ photoUrls, title, where }: PhotoStripProps) {
  const photoBaseUrl = usePhotoBaseUrl();
  return (
    <ul className={styles.photos} aria-label={photosLabel(title)}>
      {photoThumbnails(photoUrls, photoBaseUrl ?? null, where).map((photo) => (
        <li key={photo.name} className={styles.photo}>
          {photoBaseUrl !== undefined && <img {...thumbnailImage(photo)} />}
        </li>
      ))}
    </ul>
  );
}
