import { Tabs } from 'shared';
import styles from './moderation.module.css';
import { MODERATION_UI as UI, UNPLACED_UI } from './texts';

export const MODERATION_TABS = ['queue', 'unplaced', 'log', 'appoint'] as const;
export type ModerationTab = (typeof MODERATION_TABS)[number];

const LABELS: Record<ModerationTab, string> = {
  queue: UI.queueTab,
  unplaced: UNPLACED_UI.tab,
  log: UI.logTab,
  appoint: UI.appointTab,
};

export const tabId = (base: string, tab: ModerationTab) => `${base}-tab-${tab}`;
export const panelId = (base: string, tab: ModerationTab) => `${base}-panel-${tab}`;

/**
 * Queue / Comments in no building / Audit log / Appoint a moderator, as an ARIA tab list
 * (arrows, Home, End).
 */
export function ModerationTabs({
  baseId,
  selected,
  onSelect,
}: {
  baseId: string;
  selected: ModerationTab;
  onSelect: (tab: ModerationTab) => void;
}) {
  return (
    <Tabs
      tabs={MODERATION_TABS}
      labels={LABELS}
      selected={selected}
      onSelect={onSelect}
      label={UI.sections}
      tabId={(tab) => tabId(baseId, tab)}
      panelId={(tab) => panelId(baseId, tab)}
      className={styles.tabs}
      tabClassName={styles.tab}
    />
  );
}
