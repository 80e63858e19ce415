import { useRef, type KeyboardEvent } from 'react';

/**
 * An ARIA tab list: one tab in the tab order (the selected one), the arrow keys move to the
 * next or previous and select it, Home and End to the first and last. Each tab controls the
 * panel `panelId(tab)` names; the caller renders the panels and styles both.
 */
export function Tabs<T extends string>({
  tabs,
  labels,
  selected,
  onSelect,
  label,
  tabId,
  panelId,
  className,
  tabClassName,
}: {
  tabs: readonly T[];
  labels: Record<T, string>;
  selected: T;
  onSelect: (tab: T) => void;
  /** The tab list's accessible name. */
  label: string;
  tabId: (tab: T) => string;
  panelId: (tab: T) => string;
  className?: string;
  tabClassName?: string;
}) {
  const refs = useRef<Partial<Record<T, HTMLButtonElement | null>>>({});

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.indexOf(selected);
    const count = tabs.length;
    const next = {
      ArrowRight: tabs[(index + 1) % count],
      ArrowLeft: tabs[(index - 1 + count) % count],
      Home: tabs[0],
      End: tabs[count - 1],
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onSelect(next);
    refs.current[next]?.focus();
  }

  return (
    <div role="tablist" aria-label={label} className={className} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab}
          ref={(element) => {
            refs.current[tab] = element;
          }}
          type="button"
          role="tab"
          id={tabId(tab)}
          aria-selected={tab === selected}
          aria-controls={panelId(tab)}
          tabIndex={tab === selected ? 0 : -1}
          className={tabClassName}
          onClick={() => onSelect(tab)}
        >
          {labels[tab]}
        </button>
      ))}
    </div>
  );
}
