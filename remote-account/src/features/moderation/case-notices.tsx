import type { CaseNotice } from 'shared';
import { NoticeFacts } from '../../components/notice-facts';
import { NOTICE_WORDS } from '../../components/notice-words';
import styles from './moderation.module.css';
import { CASE_NOTICES_UI as UI, fill, formatDateTime } from './texts';

/**
 * A case's notices, oldest first: who filed and as what, why, the passage (and whether the
 * comment still says it), the explanation, the author's answer, an edit since, and where each
 * stands. Nothing for a case without notices.
 */
export function CaseNotices({ notices }: { notices: CaseNotice[] }) {
  if (notices.length === 0) return null;
  return (
    <section className={styles.block}>
      <h3 className={styles.blockTitle}>{fill(UI.title, { count: notices.length })}</h3>
      {notices.some((notice) => notice.status === 'open') && (
        <p className={styles.meta}>{UI.decisions}</p>
      )}
      <ul className={styles.lines}>
        {notices.map((notice) => (
          <li key={notice.id} className={styles.notice} data-testid="case-notice">
            <CaseNoticeFacts notice={notice} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function CaseNoticeFacts({ notice }: { notice: CaseNotice }) {
  return (
    <>
      <p>
        <strong>
          {fill(UI.filer, { name: notice.filer, role: NOTICE_WORDS.roleNames[notice.role] })}
        </strong>
        {' · '}
        {NOTICE_WORDS.reasons[notice.reason]}{' '}
        <span className={styles.meta}>
          {fill(UI.filed, { when: formatDateTime(notice.createdAt) })}
        </span>{' '}
        <span className={styles.status} data-status={notice.status} data-testid="notice-status">
          {UI.statuses[notice.status]}
        </span>
      </p>
      <NoticeFacts
        facts={[
          {
            term: UI.passage,
            value: (
              <>
                <blockquote className={styles.comment}>“{notice.quote}”</blockquote>
                {!notice.quoteInText && <p className={styles.why}>{UI.passageGone}</p>}
              </>
            ),
          },
          { term: UI.explanation, value: notice.explanation, className: styles.text },
          {
            term: UI.answer,
            className: styles.text,
            testId: 'notice-answer',
            value: (
              <>
                {notice.answer ?? UI.noAnswer}
                {notice.answeredAt && (
                  <span className={styles.meta}>
                    {' · '}
                    {fill(UI.answeredOn, { when: formatDateTime(notice.answeredAt) })}
                  </span>
                )}
              </>
            ),
          },
        ]}
      />
      {notice.editedAt && (
        <p className={styles.why}>
          {fill(UI.editedAfter, { date: formatDateTime(notice.editedAt) })}
        </p>
      )}
    </>
  );
}
