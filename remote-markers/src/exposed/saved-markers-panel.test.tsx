import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient, tokenService } from 'shared';
import { okResponse, page, savedMarker } from '../testing/api-mocks';
import SavedMarkersPanel from './saved-markers-panel';

afterEach(() => tokenService.clear());

describe('SavedMarkersPanel', () => {
  it("opens a card's Comment Details from its eye button, and closes them on sign-out", async () => {
    tokenService.setSession({ accessToken: 'fake-access', refreshToken: 'fake-refresh' });
    const marker = savedMarker({ comment: 'Close to the beach', postcode: '2026' });
    jest.spyOn(apiClient, 'get').mockResolvedValue(okResponse(page([marker])));
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
});
