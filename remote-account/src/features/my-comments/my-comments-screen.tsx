import { Link, useSearchParams } from 'react-router-dom';
import { useSession, type SavedMarkerComment } from 'shared';
import account from '../../components/account.module.css';
import { OwnListPage } from '../../components/own-list-page';
import { LoadMoreButton } from '../../components/notices';
import { MyCommentItem } from './my-comment-item';
import { MY_COMMENTS_UI as UI } from './texts';
import { useMyComments } from './use-my-comments';

/**
 * /my-comments: the signed-in user's comments, each with Edit, Delete, a link to it and the
 * notices on it. `?comment=<id>` (the link of a "Was it fixed?" message) scrolls to that comment
 * and focuses it.
 */
export function MyCommentsScreen() {
  const { isAuthenticated } = useSession();
  const mine = useMyComments(isAuthenticated);
  const [search] = useSearchParams();
  const opened = search.get('comment');

  return (
    <OwnListPage
      reason="my-comments"
      testId="my-comments-page"
      deleteTestId="confirm-delete-dialog"
      texts={UI}
      isAuthenticated={isAuthenticated}
      list={mine}
      items={(ready) => ready.comments}
      remove={(ready) => ready.remove}
      count={(ready, announcement) => `${UI.count(ready.total)}. ${announcement}`}
      subject={(comment: SavedMarkerComment) => comment.fullAddress}
      empty={
        <div className={account.notice}>
          <p>{UI.empty}</p>
          <Link className={account.primaryButton} to="/">
            {UI.backToMap}
          </Link>
        </div>
      }
      renderItem={(comment, ready, deletion) => (
        <MyCommentItem
          key={comment.id}
          comment={comment}
          onDelete={deletion.ask}
          onRequestReview={ready.requestReview}
          onPublishNow={ready.publishNow}
          onAnswerNotice={ready.answerNotice}
          onAnswerRepair={ready.answerRepair}
          opened={comment.id === opened}
        />
      )}
      footer={(ready) => <LoadMoreButton list={ready} texts={UI} />}
    />
  );
}
