import { Link } from 'react-router-dom';
import { placePath, type ModerationCase, type SavedMarkerComment } from 'shared';
import { PhotoLink } from './case-photos';
import styles from './moderation.module.css';
import { MODERATION_UI as UI, fill, placeOf } from './texts';

type Match = ModerationCase['photoMatches'][number];

/** This comment's photo beside the earlier one it matches, how close, and where that was. */
export function PhotoMatch({
  match,
  comment,
  place,
  photoBaseUrl,
}: {
  match: Match;
  /** The case's comment (this photo's): held or hidden, its photos are at signed addresses. */
  comment: ModerationCase['comment'];
  place: string;
  photoBaseUrl: string | null;
}) {
  const earlierPlace = placeOf(match.comment);
  /** One side of the match: the photo, named by its caption and its comment's place. */
  const figure = (caption: string, photoOf: SavedMarkerComment, name: string, at: string) => (
    <figure>
      <PhotoLink
        comment={photoOf}
        name={name}
        alt={`${caption}: ${at}`}
        label={`${caption}: ${at}`}
        baseUrl={photoBaseUrl}
      />
      <figcaption>{caption}</figcaption>
    </figure>
  );
  return (
    <div className={styles.match} data-testid="photo-match">
      <div className={styles.matchPhotos}>
        {figure(UI.thisPhoto, comment, match.photoUrl, place)}
        {figure(UI.earlierPhoto, match.comment, match.matchedPhotoUrl, earlierPlace)}
      </div>
      <p className={styles.meta}>
        {fill(UI.matchFacts, {
          distance: match.distance,
          metres: Math.round(match.metresApart).toLocaleString(),
        })}
      </p>
      <p>
        {fill(UI.earlierAt, { address: earlierPlace })} ·{' '}
        <Link to={placePath(match.comment.id)}>{UI.viewEarlier}</Link>
      </p>
    </div>
  );
}
