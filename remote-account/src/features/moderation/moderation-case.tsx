import { useId } from 'react';
import { Link } from 'react-router-dom';
import { placePath, type ModerationCase, type ModerationDecision } from 'shared';
import account from '../../components/account.module.css';
import { CaseNotices } from './case-notices';
import { CasePhotos } from './case-photos';
import { holdReasonNames, logEntryReason, logEntryWhat } from './log-entry';
import { PhotoMatch } from './photo-match';
import styles from './moderation.module.css';
import {
  MODERATION_UI as UI,
  REPORT_REASON_LABELS,
  fill,
  formatDate,
  formatDateTime,
  placeOf,
} from './texts';

/** The decisions that change something for a case in this state. */
export function decisionsFor(item: ModerationCase): ModerationDecision[] {
  const decisions: ModerationDecision[] = [];
  if (item.status !== 'hidden') decisions.push('hide');
  if (item.status !== 'published') decisions.push('restore');
  // Dismiss closes what is open and keeps the comment: a notice on a published comment too.
  const openNotices = (item.notices ?? []).some((notice) => notice.status === 'open');
  if (item.openReports.length > 0 || item.reviewRequested || openNotices) {
    decisions.push('dismiss');
  }
  return decisions;
}

/**
 * One comment as a moderator decides about it: what it says and shows, why it is here (open
 * reports, notices, hold reasons, a review request), who wrote it and their record, photos matching
 * ones published elsewhere, what was done before, and the decisions left.
 */
export function ModerationCaseCard({
  item,
  photoBaseUrl,
  onDecide,
}: {
  item: ModerationCase;
  photoBaseUrl: string | null;
  onDecide: (decision: ModerationDecision) => void;
}) {
  const titleId = useId();
  const { comment, author } = item;
  const place = placeOf(comment);
  return (
    <article
      className={styles.case}
      aria-labelledby={titleId}
      data-testid="moderation-case"
      data-comment-id={comment.id}
    >
      <header className={styles.caseHeader}>
        <h2 id={titleId} className={styles.caseTitle}>
          <Link to={placePath(comment.id)}>{place}</Link>
        </h2>
        <span className={styles.status} data-status={item.status} data-testid="case-status">
          {UI.statuses[item.status]}
        </span>
        <span className={styles.typeBadge}>{comment.locationType}</span>
      </header>
      <p className={styles.meta}>
        {fill(UI.unit, { unit: comment.unitNumber })}
        {comment.region ? ` · ${comment.region}` : ''}
        {' · '}
        <time dateTime={comment.createdDate}>{formatDateTime(comment.createdDate)}</time>
      </p>
      {item.holdReasons.length > 0 && (
        <p className={styles.why}>
          {fill(UI.heldFor, {
            reasons: holdReasonNames(item.holdReasons),
          })}
        </p>
      )}
      {item.reviewRequested && <p className={styles.why}>{UI.reviewRequested}</p>}
      <blockquote className={styles.comment}>“{comment.comment}”</blockquote>
      <CasePhotos comment={comment} place={place} baseUrl={photoBaseUrl} />

      <section className={styles.block}>
        <h3 className={styles.blockTitle}>
          {fill(UI.reports, { count: item.openReports.length })}
        </h3>
        {item.openReports.length === 0 ? (
          <p className={styles.meta}>{UI.noReports}</p>
        ) : (
          <ul className={styles.lines}>
            {item.openReports.map((report, index) => (
              <li key={`${report.createdAt}-${index}`} data-testid="open-report">
                <strong>{REPORT_REASON_LABELS[report.reason]}</strong>
                {report.details ? `: ${report.details}` : ''}{' '}
                <span className={styles.meta}>
                  {fill(UI.reportBy, {
                    name: report.reporter,
                    when: formatDateTime(report.createdAt),
                  })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <CaseNotices notices={item.notices ?? []} />

      <section className={styles.block}>
        <h3 className={styles.blockTitle}>{UI.author}</h3>
        <p>
          {author.name} <span className={styles.meta}>{author.email}</span>
        </p>
        <dl className={styles.facts} data-testid="author-history">
          <div>
            <dt>{UI.joined}</dt>
            <dd>
              <time dateTime={author.joinedAt}>{formatDate(author.joinedAt)}</time>
            </dd>
          </div>
          <div>
            <dt>{UI.comments}</dt>
            <dd>{author.comments}</dd>
          </div>
          <div>
            <dt>{UI.hidden}</dt>
            <dd>{author.hidden}</dd>
          </div>
          <div>
            <dt>{UI.reportsReceived}</dt>
            <dd>{author.reportsReceived}</dd>
          </div>
        </dl>
      </section>

      {item.photoMatches.length > 0 && (
        <section className={styles.block}>
          <h3 className={styles.blockTitle}>{UI.matches}</h3>
          <ul className={styles.lines}>
            {item.photoMatches.map((match) => (
              <li key={`${match.photoUrl}-${match.matchedPhotoUrl}`}>
                <PhotoMatch
                  match={match}
                  comment={comment}
                  place={place}
                  photoBaseUrl={photoBaseUrl}
                />
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className={styles.block}>
        <h3 className={styles.blockTitle}>{UI.history}</h3>
        {item.history.length === 0 ? (
          <p className={styles.meta}>{UI.noHistory}</p>
        ) : (
          <ol className={styles.lines} data-testid="case-history">
            {item.history.map((entry) => (
              <li key={entry.id}>
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> · {entry.actor.name} ·{' '}
                {logEntryWhat(entry)}
                {logEntryReason(entry) ? `: ${logEntryReason(entry)}` : ''}
              </li>
            ))}
          </ol>
        )}
      </section>

      <div className={styles.actions}>
        {decisionsFor(item).map((decision) => (
          <button
            key={decision}
            type="button"
            className={decision === 'hide' ? account.dangerButton : account.button}
            aria-label={fill(UI.decisionLabel, {
              decision: UI.decisions[decision],
              address: place,
            })}
            onClick={() => onDecide(decision)}
          >
            {UI.decisions[decision]}
          </button>
        ))}
      </div>
    </article>
  );
}
