import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Tabs } from './tabs';

const TABS = ['queue', 'log', 'appoint'] as const;
type Tab = (typeof TABS)[number];
const LABELS: Record<Tab, string> = { queue: 'Queue', log: 'Audit log', appoint: 'Appoint' };

function Page() {
  const [selected, setSelected] = useState<Tab>('queue');
  return (
    <>
      <Tabs
        tabs={TABS}
        labels={LABELS}
        selected={selected}
        onSelect={setSelected}
        label="Sections"
        tabId={(tab) => `tab-${tab}`}
        panelId={(tab) => `panel-${tab}`}
      />
      <div role="tabpanel" id={`panel-${selected}`} aria-labelledby={`tab-${selected}`} />
    </>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('is a named tab list with the selected tab alone in the tab order', () => {
    render(<Page />);
    expect(screen.getByRole('tablist', { name: 'Sections' })).toBeTruthy();
    expect(tab('Queue').getAttribute('aria-selected')).toBe('true');
    expect(tab('Queue').tabIndex).toBe(0);
    expect(tab('Audit log').tabIndex).toBe(-1);
    expect(tab('Queue').getAttribute('aria-controls')).toBe('panel-queue');
    expect(screen.getByRole('tabpanel', { name: 'Queue' })).toBeTruthy();
  });

  it('moves and selects with the arrow keys, Home and End, wrapping around', () => {
    render(<Page />);
    tab('Queue').focus();
    fireEvent.keyDown(tab('Queue'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab('Appoint'));
    expect(tab('Appoint').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('Appoint'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Queue'));
    fireEvent.keyDown(tab('Queue'), { key: 'End' });
    expect(document.activeElement).toBe(tab('Appoint'));
    fireEvent.keyDown(tab('Appoint'), { key: 'Home' });
    expect(tab('Queue').getAttribute('aria-selected')).toBe('true');
  });

  it('selects on click', () => {
    render(<Page />);
    fireEvent.click(tab('Audit log'));
    expect(tab('Audit log').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Audit log' })).toBeTruthy();
  });
});
