import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

/** Answers the Add Comment dialog's "Do you live here now?", which saving requires. */
export async function answerLivesHere(answer: 'Yes' | 'No'): Promise<void> {
  const question = screen.getByRole('group', { name: 'Do you live here now?' });
  await userEvent.click(within(question).getByRole('radio', { name: answer }));
}
