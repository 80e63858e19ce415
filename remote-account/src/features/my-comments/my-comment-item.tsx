import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import {
  TEXTS,
  bus,
  commentTitle,
  placePath,
  photosLabel,
  photoThumbnails,
  thumbnailImage,
  usePhotoBaseUrl,
  type OwnComment,
  type RepairAnswerPayload,
  type SavedMarkerComment,
} from 'shared';
import account from '../../components/account.module.css';
import { commentPhoto } from '../../components/comment-photo';
import { CommentNotices } from './comment-notices';
import { ModerationState } from './moderation-state';
import { MoveInKitDownload } from './move-in-kit-download';
import { RepairFollowUp } from './repair-follow-up';
import list from '../../components/list-page.module.css';
import styles from './my-comments.module.css';
import { MY_COMMENTS_UI as UI, formatDate } from './texts';

/** Whether the author changed it after saving (the API moves modifiedDate on every edit). */
export function wasEdited(comment: Pick<SavedMarkerComment, 'createdDate' | 'modifiedDate'>) {
  return Date.parse(comment.modifiedDate) > Date.parse(comment.createdDate);
}

/**
 * One of the user's comments: what it says, its photos and dates, whether moderation holds or
 * hides it or it is scheduled, the notices of landlords, agents or owners on it, and what they
 * can do (Edit and Delete stay, whatever its state: deleting a scheduled comment withdraws it),
 * "Was it fixed?" for what its checklist reported not met, and its move-in kit to download.
 * The comment a link `opened` (a follow-up message's) is scrolled to and focused.
 */
export function MyCommentItem({
  comment,
  onDelete,
  onRequestReview,
  onPublishNow,
  onAnswerNotice,
  onAnswerRepair,
  opened = false,
}: {
  comment: OwnComment;
  onDelete: (comment: SavedMarkerComment) => void;
  onRequestReview: (id: string) => Promise<void>;
  onPublishNow: (id: string) => Promise<void>;
  onAnswerNotice: (id: string, noticeId: string, answer: string) => Promise<void>;
  onAnswerRepair: (id: string, item: string, answer: RepairAnswerPayload) => Promise<void>;
  opened?: boolean;
}) {
  const itemRef = useRef<HTMLLIElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!opened) return;
    itemRef.current?.scrollIntoView({ block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  }, [opened]);
  const photoBaseUrl = usePhotoBaseUrl();
  const address = comment.fullAddress || comment.city || comment.region;
  const title = commentTitle(comment);
  const photos = photoThumbnails(comment.photoUrls, photoBaseUrl ?? null, address);
  const edited = wasEdited(comment);
  // The Edit Comment dialog is the markers remote's: it opens on this request.
  const edit = () => bus.emit('marker:edit-requested', { marker: comment });
  return (
    <li ref={itemRef} className={list.item} data-testid="my-comment" data-comment-id={comment.id}>
      <div className={list.itemHeader}>
        <h2 ref={headingRef} tabIndex={opened ? -1 : undefined} className={styles.address}>
          {title}
        </h2>
        <span className={styles.typeBadge}>{comment.locationType}</span>
      </div>
      {/* The title says unit and region, or the address when there are none. */}
      {address !== title && <p className={list.meta}>{address}</p>}
      {comment.coarse && <p className={list.meta}>{TEXTS.publication.coarseOwn}</p>}
      <ModerationState
        comment={comment}
        address={address}
        onRequestReview={onRequestReview}
        onPublishNow={onPublishNow}
      />
      <blockquote className={styles.comment}>“{comment.comment}”</blockquote>
      {photos.length > 0 && (
        <ul className={styles.photos} aria-label={photosLabel(title)}>
          {photos.map((photo) => (
            <li key={photo.name}>
              {photoBaseUrl !== undefined && (
                <img
                  {...thumbnailImage(photo)}
                  src={commentPhoto(comment, photo.name, photoBaseUrl).thumbnail}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      <p className={list.meta}>
        {UI.added} <time dateTime={comment.createdDate}>{formatDate(comment.createdDate)}</time>
        {edited && (
          <>
            {' · '}
            <span data-testid="edited-mark" title={UI.editedOn(formatDate(comment.modifiedDate))}>
              {UI.edited}
            </span>
          </>
        )}
      </p>
      <RepairFollowUp
        checklist={comment.checklist}
        onAnswer={(item, answer) => onAnswerRepair(comment.id, item, answer)}
      />
      <CommentNotices
        notices={comment.notices ?? []}
        onAnswer={(noticeId, answer) => onAnswerNotice(comment.id, noticeId, answer)}
        onEdit={edit}
      />
      <MoveInKitDownload commentId={comment.id} address={address} />
      <div className={styles.actions}>
        <Link className={styles.link} to={placePath(comment.id)}>
          {UI.viewOnMap}
        </Link>
        <button
          type="button"
          className={account.button}
          aria-label={UI.editLabel(address)}
          onClick={edit}
        >
          {UI.edit}
        </button>
        <button
          type="button"
          className={account.dangerButton}
          aria-label={UI.deleteLabel(address)}
          onClick={() => onDelete(comment)}
        >
          {UI.delete}
        </button>
      </div>
    </li>
  );
}
