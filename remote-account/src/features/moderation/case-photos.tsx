import { THUMBNAIL_BOX, photoAlt, parsePhotoNames, type SavedMarkerComment } from 'shared';
import { commentPhoto } from '../../components/comment-photo';
import styles from './moderation.module.css';
import { MODERATION_UI as UI, fill } from './texts';

/** One of a comment's photos as a thumbnail that opens the full size in a new tab. */
export function PhotoLink({
  comment,
  name,
  alt,
  label,
  baseUrl,
}: {
  comment: SavedMarkerComment;
  name: string;
  alt: string;
  label: string;
  baseUrl: string | null;
}) {
  const photo = commentPhoto(comment, name, baseUrl);
  return (
    <a href={photo.full} target="_blank" rel="noopener noreferrer" aria-label={label}>
      <img
        src={photo.thumbnail}
        alt={alt}
        width={THUMBNAIL_BOX.width}
        height={THUMBNAIL_BOX.height}
        loading="lazy"
        decoding="async"
      />
    </a>
  );
}

/** A comment's photos, each opening full size. */
export function CasePhotos({
  comment,
  place,
  baseUrl,
}: {
  comment: SavedMarkerComment;
  place: string;
  baseUrl: string | null;
}) {
  const names = parsePhotoNames(comment.photoUrls);
  if (names.length === 0) return null;
  return (
    <ul className={styles.photos} aria-label={UI.photos}>
      {names.map((name, index) => (
        <li key={name}>
          <PhotoLink
            comment={comment}
            name={name}
            alt={photoAlt(index, names.length, place)}
            label={fill(UI.openPhoto, { n: index + 1 })}
            baseUrl={baseUrl}
          />
        </li>
      ))}
    </ul>
  );
}
