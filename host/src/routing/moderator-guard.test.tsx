import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { apiClient, session, tokenService, type User } from 'shared';
import { PAGE_TITLES } from '../page-titles';
import { AppRoutes } from '../routes';
import { USER, Where } from '../../test/fixtures';

jest.mock('../remotes/remote-slot', () => ({
  RemoteSlot: ({ remote, module }: { remote: string; module: string }) => (
    <div data-testid={`${remote}${module.slice(1)}`} />
  ),
}));

/** Signed in as `user`, whom GET /users/me answers with `fresh` (default: the same). */
function signInAs(user: User, fresh: User = user) {
  jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
    if (url === '/users/me') return { data: { success: true, data: fresh } };
    throw new Error(`unexpected GET ${url}`);
  });
  act(() => tokenService.setSession({ accessToken: 'a.b.c', refreshToken: 'r', user }));
}

/** Renders /moderation and lets the user's fresh read answer. */
async function renderModeration() {
  render(
    <MemoryRouter initialEntries={['/moderation']}>
      <AppRoutes />
      <Where />
    </MemoryRouter>,
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

afterEach(() => {
  jest.restoreAllMocks();
  act(() => {
    tokenService.clear();
    session.reset();
  });
});

describe('/moderation', () => {
  it('sends someone signed out to sign in', async () => {
    await renderModeration();
    expect(screen.getByTestId('where')).toHaveTextContent('/auth');
    expect(screen.queryByTestId('remote-account/ModerationPage')).toBeNull();
  });

  it('tells a signed-in user who is not a moderator that it is for moderators only, and loads no remote', async () => {
    signInAs(USER);
    await renderModeration();
    expect(await screen.findByRole('heading', { name: 'Moderators only' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the map' })).toHaveAttribute('href', '/');
    expect(screen.getByTestId('where')).toHaveTextContent('/moderation');
    expect(screen.queryByTestId('remote-account/ModerationPage')).toBeNull();
    expect(document.title).toBe(PAGE_TITLES.moderation);
  });

  it("loads remote-account's moderation page for a moderator", async () => {
    signInAs({ ...USER, isModerator: true });
    await renderModeration();
    expect(screen.getByTestId('remote-account/ModerationPage')).toBeInTheDocument();
    expect(document.title).toBe('Moderation · RentMap');
  });

  it('lets in someone appointed since they signed in, once the user is read again', async () => {
    signInAs(USER, { ...USER, isModerator: true });
    await renderModeration();
    expect(await screen.findByTestId('remote-account/ModerationPage')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Moderators only' })).toBeNull();
  });
});
