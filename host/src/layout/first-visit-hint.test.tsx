import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FIRST_VISIT_HINT, FIRST_VISIT_HINT_KEY, FirstVisitHint } from './first-visit-hint';

describe('the first-visit hint', () => {
  beforeEach(() => localStorage.clear());

  it('says what to do on a first visit, as a note', () => {
    render(<FirstVisitHint />);
    const note = screen.getByRole('note', { name: 'Getting started' });
    expect(note).toHaveTextContent('Click the map to pin a place; sign in to comment.');
    expect(FIRST_VISIT_HINT.signedOut).toBe('Click the map to pin a place; sign in to comment.');
  });

  it('goes on Dismiss, and stays gone on the next visit', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<FirstVisitHint />);
    await user.click(screen.getByRole('button', { name: 'Dismiss the hint' }));

    expect(screen.queryByRole('note')).toBeNull();
    expect(localStorage.getItem(FIRST_VISIT_HINT_KEY)).not.toBeNull();
    unmount();

    render(<FirstVisitHint />);
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('still shows, and still dismisses, when storage is blocked', async () => {
    const user = userEvent.setup();
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    try {
      render(<FirstVisitHint />);
      await user.click(screen.getByRole('button', { name: 'Dismiss the hint' }));
      expect(screen.queryByRole('note')).toBeNull();
    } finally {
      getItem.mockRestore();
      setItem.mockRestore();
    }
  });
});
