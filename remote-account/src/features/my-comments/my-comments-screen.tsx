import { Link } from 'react-router-dom';
import { useSession, type SavedMarkerComment } from 'shared';
import { AccountPage } from '../../components/account-page';
import account from '../../components/account.module.css';
import list from '../../components/list-page.module.css';
import {
  DeletionDialog,
  ListPageStates,
  useConfirmDelete,
  useSignInPrompt,
} from '../../components/own-list-page';
import { LoadMoreButton } from '../../components/notices';
import { MyCommentItem } from './my-comment-item';
import { MY_COMMENTS_UI as UI } from './texts';
import { useMyComments } from './use-my-comments';

/** /my-comments: the signed-in user's comments, each with Edit, Delete and a link to it. */
export function MyCommentsScreen() {
  const { isAuthenticated } = useSession();
  const askToSignIn = useSignInPrompt('my-comments', isAuthenticated);
  const mine = useMyComments(isAuthenticated);
  const deletion = useConfirmDelete<SavedMarkerComment>(
    mine.status === 'ready' ? mine.remove : null,
    UI,
  );

  return (
    <AccountPage title={UI.title} subtitle={UI.subtitle} testId="my-comments-page">
      <ListPageStates
        isAuthenticated={isAuthenticated}
        list={mine}
        count={mine.status === 'ready' ? `${UI.count(mine.total)}. ${deletion.announcement}` : ''}
        countRef={deletion.countRef}
        texts={UI}
        onSignIn={askToSignIn}
      />
      {isAuthenticated && mine.status === 'ready' && mine.comments.length === 0 && (
        <div className={account.notice}>
          <p>{UI.empty}</p>
          <Link className={account.primaryButton} to="/">
            {UI.backToMap}
          </Link>
        </div>
      )}
      {isAuthenticated && mine.status === 'ready' && mine.comments.length > 0 && (
        <>
          <ul className={list.list} aria-label={UI.title}>
            {mine.comments.map((comment) => (
              <MyCommentItem
                key={comment.id}
                comment={comment}
                onDelete={deletion.ask}
                onRequestReview={mine.requestReview}
              />
            ))}
          </ul>
          <LoadMoreButton list={mine} texts={UI} />
        </>
      )}
      <DeletionDialog
        deletion={deletion}
        subject={(item) => item.fullAddress}
        texts={UI}
        testId="confirm-delete-dialog"
      />
    </AccountPage>
  );
}
