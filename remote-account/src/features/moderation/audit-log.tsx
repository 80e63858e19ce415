import { Link } from 'react-router-dom';
import { placePath, type ModerationLogEntry } from 'shared';
import { logEntryReason, logEntryWhat } from './log-entry';
import { MODERATION_KEYS, fetchLog } from './moderation-api';
import styles from './moderation.module.css';
import { PagedListFrame } from './paged-list-frame';
import { MODERATION_UI as UI, formatDateTime } from './texts';
import { usePagedList } from './use-paged-list';

const entryKey = (entry: ModerationLogEntry) => entry.id;

/** Every action ever recorded, newest first, a page at a time. */
export function AuditLog() {
  const log = usePagedList(MODERATION_KEYS.log, fetchLog, entryKey, UI.logFailed);
  return (
    <PagedListFrame list={log} empty={UI.logEmpty}>
      {(entries) => (
        <div className={styles.tableScroll}>
          <table className={styles.table} data-testid="audit-log">
            <caption className={styles.visuallyHidden}>{UI.logTab}</caption>
            <thead>
              <tr>
                <th scope="col">{UI.logWhen}</th>
                <th scope="col">{UI.logWho}</th>
                <th scope="col">{UI.logWhat}</th>
                <th scope="col">{UI.logComment}</th>
                <th scope="col">{UI.logReason}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td>
                    <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                  </td>
                  <td>{entry.actor.name}</td>
                  <td>{logEntryWhat(entry)}</td>
                  <td>
                    {entry.commentId ? (
                      <Link to={placePath(entry.commentId)}>{entry.commentId.slice(0, 8)}</Link>
                    ) : (
                      '—'
                    )}
                  </td>
                  <td className={styles.reasonCell}>{logEntryReason(entry) ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </PagedListFrame>
  );
}
