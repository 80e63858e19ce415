import { TEXTS, type PrivacyFinding } from 'shared';
import { PrivacyFindingList } from './privacy-findings';
import styles from './add-comment-dialog.module.css';

/**
 * Under the comment field: what looks like personal information in it, and the advice to
 * remove it. The region is always there (empty when nothing is found) so screen readers hear
 * the warning when it comes.
 */
export function PrivacyWarning({ id, findings }: { id: string; findings: PrivacyFinding[] }) {
  return (
    <div id={id} role="status" className={findings.length > 0 ? styles.privacy : undefined}>
      {findings.length > 0 && (
        <>
          <PrivacyFindingList findings={findings} className={styles.privacyFindings} />
          <p className={styles.privacyAdvice}>{TEXTS.moderation.privacyAdvice}</p>
        </>
      )}
    </div>
  );
}
