import { parsePhotoNames } from '../contract/values/photos';
import { usePhotoBaseUrl } from '../session/use-session';
import styles from './comment-pieces.module.css';
import { photosLabel, photoThumbnails, thumbnailImage } from './photo-thumbnails';

export interface PhotoStripProps {
  /** The saved comment's photoUrls (a JSON list of file names). */
  photoUrls: unknown;
  /** What the photos are of (the comment's title): the strip's name. */
  title: string;
  /** Where they were taken, for their alt text. */
  where: string;
  /** Spacing where it sits (the popup's gap below it). */
  className?: string;
}

/**
 * A saved comment's photos as a strip of thumbnails (the map's popup, the list's cards): up to
 * 3, lazy, with their size given so that nothing moves or grows under the pointer when they
 * arrive. Nothing is drawn for a comment without photos.
 */
export function PhotoStrip(props: PhotoStripProps) {
  if (parsePhotoNames(props.photoUrls).length === 0) return null;
  return <Thumbnails {...props} />;
}

/** Drawn once the config says where photos come from (read only for comments with photos). */
function Thumbnails({ photoUrls, title, where, className }: PhotoStripProps) {
  const photoBaseUrl = usePhotoBaseUrl();
  return (
    <ul
      className={[styles.photos, className].filter(Boolean).join(' ')}
      aria-label={photosLabel(title)}
    >
      {photoThumbnails(photoUrls, photoBaseUrl ?? null, where).map((photo) => (
        <li key={photo.name} className={styles.photo}>
          {photoBaseUrl !== undefined && <img {...thumbnailImage(photo)} />}
        </li>
      ))}
    </ul>
  );
}
