import { Link } from 'react-router-dom';
import { placePath, type SavedMarkerComment } from 'shared';
import { MODERATION_KEYS, fetchUnplaced } from './moderation-api';
import styles from './moderation.module.css';
import { PagedListFrame } from './paged-list-frame';
import { MODERATION_UI as UI, UNPLACED_UI, formatDateTime, placeOf } from './texts';
import { usePagedList } from './use-paged-list';

const commentKey = (comment: SavedMarkerComment) => comment.id;

/**
 * The comments in no building, newest first, a page at a time: each opens on the map, where a
 * moderator sees which building it is about.
 */
export function UnplacedComments() {
  const list = usePagedList(
    MODERATION_KEYS.unplaced,
    fetchUnplaced,
    commentKey,
    UNPLACED_UI.failed,
  );
  return (
    <>
      <p className={styles.meta}>{UNPLACED_UI.intro}</p>
      <PagedListFrame list={list} empty={UNPLACED_UI.empty}>
        {(comments) => (
          <div className={styles.tableScroll}>
            <table className={styles.table} data-testid="unplaced-comments">
              <caption className={styles.visuallyHidden}>{UNPLACED_UI.tab}</caption>
              <thead>
                <tr>
                  <th scope="col">{UNPLACED_UI.address}</th>
                  <th scope="col">{UNPLACED_UI.comment}</th>
                  <th scope="col">{UNPLACED_UI.date}</th>
                  <th scope="col">{UNPLACED_UI.status}</th>
                </tr>
              </thead>
              <tbody>
                {comments.map((comment) => (
                  <tr key={comment.id}>
                    <td>
                      <Link to={placePath(comment.id)}>{placeOf(comment)}</Link>
                    </td>
                    <td className={styles.reasonCell}>{comment.comment}</td>
                    <td>
                      <time dateTime={comment.createdDate}>
                        {formatDateTime(comment.createdDate)}
                      </time>
                    </td>
                    <td>{UI.statuses[comment.moderation?.status ?? 'published']}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </PagedListFrame>
    </>
  );
}
