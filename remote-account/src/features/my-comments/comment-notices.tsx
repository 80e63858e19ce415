import { useEffect, useId, useRef, useState } from 'react';
import type { OwnNotice } from 'shared';
import account from '../../components/account.module.css';
import { NoticeFacts } from '../../components/notice-facts';
import { NOTICE_WORDS } from '../../components/notice-words';
import { NoticeAnswerForm } from './notice-answer-form';
import styles from './my-comments.module.css';
import { MY_NOTICES_UI as UI, formatDate } from './texts';

/**
 * The notices on one's own comment, oldest first: who objects (the role, never who), why, the
 * passage and their explanation, where each stands, and the author's answer or the form to
 * give it. While one is open, a line says the comment may be edited instead, with Edit.
 */
export function CommentNotices({
  notices,
  onAnswer,
  onEdit,
}: {
  notices: OwnNotice[];
  onAnswer: (noticeId: string, answer: string) => Promise<void>;
  onEdit: () => void;
}) {
  const editId = useId();
  if (notices.length === 0) return null;
  return (
    <div className={styles.notices}>
      <ul className={styles.noticeList} aria-label={UI.listLabel}>
        {notices.map((notice) => (
          <CommentNotice
            key={notice.id}
            notice={notice}
            onAnswer={(answer) => onAnswer(notice.id, answer)}
          />
        ))}
      </ul>
      {notices.some((notice) => notice.status === 'open') && (
        <div className={styles.editInstead}>
          <p id={editId} className={account.hint}>
            {UI.editInstead}
          </p>
          <button
            type="button"
            className={account.button}
            aria-describedby={editId}
            onClick={onEdit}
          >
            {UI.editComment}
          </button>
        </div>
      )}
    </div>
  );
}

function CommentNotice({
  notice,
  onAnswer,
}: {
  notice: OwnNotice;
  onAnswer: (answer: string) => Promise<void>;
}) {
  const [answeredHere, setAnsweredHere] = useState(false);
  const answerBlock = useRef<HTMLDivElement>(null);

  // The form is gone with the answer: focus goes to the answer, not to the page.
  useEffect(() => {
    if (answeredHere) answerBlock.current?.focus();
  }, [answeredHere]);

  const { status, answer, answeredAt, decidedAt } = notice;
  return (
    <li className={styles.notice} data-status={status} data-testid="comment-notice">
      <h3 className={styles.noticeHeading}>{UI.heading(NOTICE_WORDS.roles[notice.role])}</h3>
      <NoticeFacts
        facts={[
          { term: UI.reason, value: NOTICE_WORDS.reasons[notice.reason] },
          {
            term: UI.received,
            value: <time dateTime={notice.createdAt}>{formatDate(notice.createdAt)}</time>,
          },
          {
            term: UI.passage,
            value: <blockquote className={styles.passage}>“{notice.quote}”</blockquote>,
          },
          { term: UI.explanation, value: notice.explanation, className: styles.text },
        ]}
      />
      <p className={styles.noticeStatus} data-testid="notice-status">
        {UI.statuses[status]}
        {decidedAt && (
          <>
            {' · '}
            <time dateTime={decidedAt}>{formatDate(decidedAt)}</time>
          </>
        )}
      </p>
      {answer !== null ? (
        <div
          ref={answerBlock}
          className={styles.yourAnswer}
          tabIndex={answeredHere ? -1 : undefined}
          data-testid="notice-answer"
        >
          <p className={styles.noticeHeading}>
            {UI.yourAnswer}
            {answeredAt && (
              <>
                {' · '}
                <time className={styles.answerDate} dateTime={answeredAt}>
                  {formatDate(answeredAt)}
                </time>
              </>
            )}
          </p>
          <p className={styles.text}>{answer}</p>
        </div>
      ) : (
        status === 'open' && (
          <NoticeAnswerForm
            onAnswer={async (text) => {
              await onAnswer(text);
              setAnsweredHere(true);
            }}
          />
        )
      )}
    </li>
  );
}
