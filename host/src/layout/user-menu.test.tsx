import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { tokenService, type User } from 'shared';
import { USER, Where } from '../../test/fixtures';
import { UserMenu } from './user-menu';

const renderMenu = (user: User = USER) =>
  render(
    <MemoryRouter initialEntries={['/']}>
      <UserMenu user={user} />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );

/** The pages the menu offers every signed-in user, in order. */
const EVERYONES_PAGES = ['Profile', 'Settings', 'My comments', 'Watched areas'];

// Named by what it shows: the display name and email (the phone's 'Menu' button is another).
const button = () => screen.getByRole('button', { name: 'Ada Lovelace ada@example.com' });

describe('the user menu', () => {
  it('is a menu button showing the name and email, closed at first', () => {
    renderMenu();
    expect(button()).toHaveAttribute('aria-haspopup', 'menu');
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    expect(button()).toHaveTextContent('Ada Lovelace');
    expect(button()).toHaveTextContent('ada@example.com');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens with a click and lists Profile, Settings, My comments, Watched areas and Sign Out', async () => {
    renderMenu();
    await userEvent.click(button());
    expect(button()).toHaveAttribute('aria-expanded', 'true');
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([...EVERYONES_PAGES, 'Sign Out']);
  });

  it('shows Moderation, before Sign Out, to a moderator only, and it goes to /moderation', async () => {
    renderMenu({ ...USER, isModerator: true });
    await userEvent.click(button());
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      ...EVERYONES_PAGES,
      'Moderation',
      'Sign Out',
    ]);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Moderation' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/moderation');
  });

  it.each([undefined, false])('has no Moderation item when isModerator is %p', async (flag) => {
    renderMenu({ ...USER, isModerator: flag });
    await userEvent.click(button());
    expect(screen.queryByRole('menuitem', { name: 'Moderation' })).toBeNull();
  });

  it('keyboard: Enter opens on the first item, arrows wrap, Escape closes and returns focus', async () => {
    renderMenu();
    button().focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Sign Out' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Sign Out' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button()).toHaveFocus();
  });

  it('ArrowUp on the button opens on the last item', async () => {
    renderMenu();
    button().focus();
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Sign Out' })).toHaveFocus());
  });

  it.each([
    ['Profile', '/profile'],
    ['Settings', '/settings'],
    ['My comments', '/my-comments'],
    ['Watched areas', '/watched-areas'],
  ])('%s goes to %s and closes the menu', async (name, path) => {
    renderMenu();
    await userEvent.click(button());
    await userEvent.click(screen.getByRole('menuitem', { name }));
    expect(screen.getByTestId('where')).toHaveTextContent(path);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('Sign Out signs out', async () => {
    tokenService.setSession({ accessToken: 'a.b.c', refreshToken: 'r' });
    const signOut = jest.spyOn(tokenService, 'signOut').mockResolvedValue();
    renderMenu();
    await userEvent.click(button());
    await userEvent.click(screen.getByRole('menuitem', { name: 'Sign Out' }));
    expect(signOut).toHaveBeenCalledTimes(1);
    signOut.mockRestore();
    tokenService.clear();
  });

  it('a click outside closes it', async () => {
    renderMenu();
    await userEvent.click(button());
    await userEvent.click(screen.getByTestId('where'));
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
