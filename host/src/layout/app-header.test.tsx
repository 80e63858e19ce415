import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Where } from '../../test/fixtures';
import { AppHeader } from './app-header';
import { PHONE_MENU_ID } from './phone-menu';

function renderHeader() {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/']}>
      <AppHeader />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  const hamburger = screen.getByRole('button', { name: 'Menu', expanded: false });
  return { user, hamburger };
}

// Closed, the panel is out of the accessibility tree (no name to query by): found by its id.
const panel = () => document.getElementById(PHONE_MENU_ID)!;
const closeButton = () => within(panel()).getByLabelText('Close menu');

describe("the phone's slide-in menu", () => {
  it('is closed and inert at first, named Menu', () => {
    renderHeader();
    expect(panel()).toHaveAttribute('aria-hidden', 'true');
    expect(panel()).toHaveAttribute('inert');
    expect(panel()).toHaveAttribute('aria-modal', 'true');
    expect(panel()).toHaveAttribute('role', 'dialog');
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute(
      'aria-controls',
      PHONE_MENU_ID,
    );
  });

  it('opens on the hamburger and moves focus to its close button', async () => {
    const { user, hamburger } = renderHeader();
    await user.click(hamburger);

    expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    expect(panel()).not.toHaveAttribute('inert');
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the hamburger', async () => {
    const { user, hamburger } = renderHeader();
    await user.click(hamburger);
    await user.tab();
    expect(panel()).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');

    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    expect(panel()).toHaveAttribute('inert');
    expect(hamburger).toHaveFocus();
  });

  it('closes on its close button and gives focus back to the hamburger', async () => {
    const { user, hamburger } = renderHeader();
    await user.click(hamburger);
    await user.click(closeButton());

    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    expect(hamburger).toHaveFocus();
  });

  it('closes on the backdrop', async () => {
    const { user, hamburger } = renderHeader();
    await user.click(hamburger);
    await user.click(screen.getByTestId('phone-menu-backdrop'));

    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps Tab inside while open', async () => {
    const { user, hamburger } = renderHeader();
    await user.click(hamburger);
    for (let i = 0; i < 15; i += 1) {
      await user.tab();
      expect(panel()).toContainElement(document.activeElement as HTMLElement);
    }
    closeButton().focus();
    await user.tab({ shift: true });
    expect(panel()).toContainElement(document.activeElement as HTMLElement);
    expect(document.activeElement).not.toBe(closeButton());
  });

  it('closes when a footer link is followed, and holds the footer links without a footer landmark', async () => {
    const { user, hamburger } = renderHeader();
    await user.click(hamburger);
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(menu.querySelector('footer')).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Privacy' }));

    expect(screen.getByTestId('where')).toHaveTextContent('/privacy');
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
  });
});
