import { Link } from 'react-router-dom';
import { placePath, type ModerationCase } from 'shared';
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
  return (
    <div className={styles.match} data-testid="photo-match">
      <div className={styles.matchPhotos}>
        <figure>
          <PhotoLink
            comment={comment}
            name={match.photoUrl}
            alt={`${UI.thisPhoto}: ${place}`}
            label={`${UI.thisPhoto}: ${place}`}
            baseUrl={photoBaseUrl}
          />
          <figcaption>{UI.thisPhoto}</figcaption>
        </figure>
        <figure>
          <PhotoLink
            comment={match.comment}
            name={match.matchedPhotoUrl}
            alt={`${UI.earlierPhoto}: ${earlierPlace}`}
            label={`${UI.earlierPhoto}: ${earlierPlace}`}
            baseUrl={photoBaseUrl}
          />
          <figcaption>{UI.earlierPhoto}</figcaption>
        </figure>
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
