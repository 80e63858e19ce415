import { useId, useState } from 'react';
import { AccountPage } from '../../components/account-page';
import { AppointModeratorForm } from './appoint-moderator-form';
import { AuditLog } from './audit-log';
import { ModerationQueue } from './moderation-queue';
import { ModerationTabs, panelId, tabId, type ModerationTab } from './moderation-tabs';
import { UnplacedComments } from './unplaced-comments';
import styles from './moderation.module.css';
import { MODERATION_UI as UI } from './texts';

/**
 * /moderation: the queue of reported and held comments, the comments in no building, the audit
 * log, and appointing moderators. The host lets only moderators in; the API checks each call again.
 */
export function ModerationScreen() {
  const [tab, setTab] = useState<ModerationTab>('queue');
  const baseId = useId();
  return (
    <AccountPage title={UI.title} subtitle={UI.subtitle} testId="moderation-page" wide>
      <ModerationTabs baseId={baseId} selected={tab} onSelect={setTab} />
      <div
        role="tabpanel"
        id={panelId(baseId, tab)}
        aria-labelledby={tabId(baseId, tab)}
        className={styles.panel}
      >
        {tab === 'queue' && <ModerationQueue />}
        {tab === 'unplaced' && <UnplacedComments />}
        {tab === 'log' && <AuditLog />}
        {tab === 'appoint' && <AppointModeratorForm />}
      </div>
    </AccountPage>
  );
}
