import { useRef, type KeyboardEvent } from 'react';
import styles from './moderation.module.css';
import { MODERATION_UI as UI } from './texts';

export const MODERATION_TABS = ['queue', 'log', 'appoint'] as const;
export type ModerationTab = (typeof MODERATION_TABS)[number];

const LABELS: Record<ModerationTab, string> = {
  queue: UI.queueTab,
  log: UI.logTab,
  appoint: UI.appointTab,
};

export const tabId = (base: string, tab: ModerationTab) => `${base}-tab-${tab}`;
export const panelId = (base: string, tab: ModerationTab) => `${base}-panel-${tab}`;

/** Queue / Audit log / Appoint a moderator, as an ARIA tab list (arrows, Home, End). */
export function ModerationTabs({
  baseId,
  selected,
  onSelect,
}: {
  baseId: string;
  selected: ModerationTab;
  onSelect: (tab: ModerationTab) => void;
}) {
  const refs = useRef<Partial<Record<ModerationTab, HTMLButtonElement | null>>>({});

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = MODERATION_TABS.indexOf(selected);
    const count = MODERATION_TABS.length;
    const next = {
      ArrowRight: MODERATION_TABS[(index + 1) % count],
      ArrowLeft: MODERATION_TABS[(index - 1 + count) % count],
      Home: MODERATION_TABS[0],
      End: MODERATION_TABS[count - 1],
    }[event.key];
    if (!next) return;
    event.preventDefault();
    onSelect(next);
    refs.current[next]?.focus();
  }

  return (
    <div role="tablist" aria-label={UI.sections} className={styles.tabs} onKeyDown={onKeyDown}>
      {MODERATION_TABS.map((tab) => (
        <button
          key={tab}
          ref={(element) => {
            refs.current[tab] = element;
          }}
          type="button"
          role="tab"
          id={tabId(baseId, tab)}
          aria-selected={tab === selected}
          aria-controls={panelId(baseId, tab)}
          tabIndex={tab === selected ? 0 : -1}
          className={styles.tab}
          onClick={() => onSelect(tab)}
        >
          {LABELS[tab]}
        </button>
      ))}
    </div>
  );
}
