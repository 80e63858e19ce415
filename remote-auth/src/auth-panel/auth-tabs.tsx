import { Tabs } from 'shared';
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
  return (
    <Tabs
      tabs={TABS}
      labels={AUTH_UI.tabs}
      selected={selected}
      onSelect={onSelect}
      label={AUTH_UI.dialogLabel}
      tabId={(tab) => tabId(baseId, tab)}
      // Both tabs show their form in the one panel.
      panelId={() => panelId}
      className={styles.tabs}
      tabClassName={styles.tab}
    />
  );
}
