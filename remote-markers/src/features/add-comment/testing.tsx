import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AddCommentDialog } from './components/add-comment-dialog';

/** The Add Comment dialog at /newComment with the map's hand-off `state`; answers the dialog. */
export function renderAddComment(state: unknown): HTMLElement {
  render(
    <MemoryRouter initialEntries={[{ pathname: '/newComment', state }]}>
      <AddCommentDialog onClose={() => undefined} />
    </MemoryRouter>,
  );
  return screen.getByRole('dialog', { name: 'Add Comment' });
}
