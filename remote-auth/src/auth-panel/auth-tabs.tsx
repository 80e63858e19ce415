import { useRef, type KeyboardEvent } from 'react';
import { AUTH_UI } from '../texts';
import styles from './auth-panel.module.css';

export type AuthTab = 'login' | 'register';
const TABS: readonly AuthTab[] = ['login', 'register'];

export function tabId(baseId: string, tab: AuthTab): string {
  return `${baseId}-tab-${tab}`;
}

/** Sign In / Sign Up, as an ARIA tab list: arrow keys move between the two. */
export function AuthTabs({
  baseId,
  panelId,
  selected,
  onSelect,
}: {
  baseId: string;
  panelId: string;
  selected: AuthTab;
  onSelect: (tab: AuthTab) => void;
}) {
  const refs = useRef<Partial<Record<AuthTab, HTMLButtonElement | null>>>({});

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = TABS.indexOf(selected);
    let next: AuthTab | undefined;
    if (event.key === 'ArrowRight') next = TABS[(index + 1) % TABS.length];
    else if (event.key === 'ArrowLeft') next = TABS[(index - 1 + TABS.length) % TABS.length];
    else if (event.key === 'Home') next = TABS[0];
    else if (event.key === 'End') next = TABS[TABS.length - 1];
    if (!next) return;
    event.preventDefault();
    onSelect(next);
    refs.current[next]?.focus();
  }

  return (
    <div
      role="tablist"
      aria-label={AUTH_UI.dialogLabel}
      className={styles.tabs}
      onKeyDown={onKeyDown}
    >
      {TABS.map((tab) => (
        <button
          key={tab}
          ref={(element) => {
            refs.current[tab] = element;
          }}
          type="button"
          role="tab"
          id={tabId(baseId, tab)}
          aria-selected={tab === selected}
          aria-controls={panelId}
          tabIndex={tab === selected ? 0 : -1}
          className={styles.tab}
          onClick={() => onSelect(tab)}
        >
          {AUTH_UI.tabs[tab]}
        </button>
      ))}
    </div>
  );
}
