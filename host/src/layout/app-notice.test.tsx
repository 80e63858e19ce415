import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEXTS, bus } from 'shared';
import { AppNotice } from './app-notice';

describe('AppNotice', () => {
  it("shows an 'app:notice' in a live region until it is dismissed", async () => {
    render(<AppNotice />);
    const region = screen.getByTestId('app-notice');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();

    act(() => bus.emit('app:notice', { message: TEXTS.accountData.accountDeleted }));

    expect(region).toHaveTextContent(TEXTS.accountData.accountDeleted);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(region).toBeEmptyDOMElement();
  });

  it('shows the newest message only', () => {
    render(<AppNotice />);
    act(() => bus.emit('app:notice', { message: 'First' }));
    act(() => bus.emit('app:notice', { message: 'Second' }));
    expect(screen.getByTestId('app-notice')).toHaveTextContent(/^Second/);
  });
});
