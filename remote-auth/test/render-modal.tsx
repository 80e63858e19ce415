import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AuthModal from '../src/exposed/auth-modal';

export function renderModal(options: { fakeTimers?: boolean } = {}) {
  const onClose = jest.fn();
  const user = options.fakeTimers
    ? userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    : userEvent.setup();
  const view = render(<AuthModal onClose={onClose} />);
  return { ...view, onClose, user, dialog: screen.getByRole('dialog') };
}
