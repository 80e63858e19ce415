import { useCallback, useState } from 'react';
import {
  bus,
  queryKeys,
  useDataClient,
  usePhotoBaseUrl,
  type ModerationCase,
  type ModerationDecision,
} from 'shared';
import { DecisionDialog } from './decision-dialog';
import { MODERATION_KEYS, decide, fetchQueue } from './moderation-api';
import { ModerationCaseCard } from './moderation-case';
import styles from './moderation.module.css';
import { MODERATION_UI as UI, placeOf } from './texts';
import { usePagedList } from './use-paged-list';
import { PagedListFrame } from './paged-list-frame';

const caseKey = (item: ModerationCase) => item.comment.id;

/** The queue: each case, with Hide / Publish / Dismiss asking for a reason first. */
export function ModerationQueue() {
  const queue = usePagedList(MODERATION_KEYS.queue, fetchQueue, caseKey, UI.loadFailed);
  const client = useDataClient();
  const photoBaseUrl = usePhotoBaseUrl();
  const [deciding, setDeciding] = useState<{
    item: ModerationCase;
    decision: ModerationDecision;
  } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const replace = queue.status === 'ready' ? queue.replace : null;

  const confirm = useCallback(
    async (reason: string) => {
      if (!deciding || !replace) return;
      const updated = await decide(deciding.item.comment.id, deciding.decision, reason);
      replace(updated);
      bus.emit('comment:moderated', { id: updated.comment.id });
      // The decision is a new line in the log, and the comment shows (or goes) everywhere.
      for (const queryKey of [
        MODERATION_KEYS.log,
        queryKeys.comment(updated.comment.id),
        queryKeys.clusters,
      ]) {
        void client.invalidateQueries({ queryKey });
      }
      setAnnouncement(UI.decided[deciding.decision]);
      setDeciding(null);
    },
    [deciding, replace, client],
  );

  return (
    <>
      <p role="status" aria-live="polite" className={styles.announcement}>
        {announcement}
      </p>
      <PagedListFrame list={queue} empty={UI.empty}>
        {(items) => (
          <div className={styles.cases}>
            {photoBaseUrl !== undefined &&
              items.map((item) => (
                <ModerationCaseCard
                  key={caseKey(item)}
                  item={item}
                  photoBaseUrl={photoBaseUrl}
                  onDecide={(decision) => {
                    setAnnouncement('');
                    setDeciding({ item, decision });
                  }}
                />
              ))}
          </div>
        )}
      </PagedListFrame>
      {deciding && (
        <DecisionDialog
          decision={deciding.decision}
          address={placeOf(deciding.item.comment)}
          onConfirm={confirm}
          onCancel={() => setDeciding(null)}
        />
      )}
    </>
  );
}
