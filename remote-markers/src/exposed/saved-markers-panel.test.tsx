import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient, tokenService, type SavedMarkerComment } from 'shared';
import { okResponse, page, savedMarker } from '../testing/api-mocks';
import SavedMarkersPanel from './saved-markers-panel';

const user = { id: 'u1', email: 'ann@example.com', firstName: 'Ann', emailVerified: true };

function serve(markers: SavedMarkerComment[]) {
  return jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
    if (url === '/users/me') return okResponse(user);
    if (url === '/marker/marker-comments/list') return okResponse(page(markers));
    throw new Error(`unexpected GET ${url}`);
  });
}

afterEach(() => tokenService.clear());

describe('SavedMarkersPanel', () => {
  it("opens a card's Comment Details from its eye button, and closes them on sign-out", async () => {
    tokenService.setSession({ accessToken: 'fake-access', refreshToken: 'fake-refresh' });
    const marker = savedMarker({ comment: 'Close to the beach', postcode: '2026' });
    serve([marker]);
    render(<SavedMarkersPanel />);

    await userEvent.click(await screen.findByRole('button', { name: 'View details' }));
    const dialog = screen.getByRole('dialog', { name: 'Comment Details' });
    expect(dialog).toHaveTextContent('2026');

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View details' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'View details' }));
    act(() => tokenService.clear());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refreshes the current user when it opens (SPEC §4)', async () => {
    tokenService.setSession({ accessToken: 'fake-access', refreshToken: 'fake-refresh' });
    const get = serve([]);
    render(<SavedMarkersPanel />);
    await waitFor(() => expect(tokenService.snapshot.user).toEqual(user));
    expect(get).toHaveBeenCalledWith('/users/me');
  });

  it('asks for no user when nobody is signed in', async () => {
    const get = serve([]);
    render(<SavedMarkersPanel />);
    await screen.findByText('No markers found');
    expect(get).not.toHaveBeenCalledWith('/users/me');
  });
});
