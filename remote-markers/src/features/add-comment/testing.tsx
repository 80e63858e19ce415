import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { sessionForEachTest } from '../../testing/session';
import { AddCommentDialog } from './components/add-comment-dialog';

/** The map's hand-off for a point on Campbell Parade, Bondi: an address without a house number. */
export const CAMPBELL_PARADE = {
  location: { lat: -33.89, lon: 151.27, address: 'Campbell Parade, Bondi NSW 2026' },
  locationModel: { name: 'Bondi Beach', district: 'Bondi', city: 'Sydney', country: 'Australia' },
};

/**
 * The Add Comment dialog at /newComment with the map's hand-off `state`, and a stand-in My
 * comments page for its link to lead to; answers the dialog and the `onClose` it was given.
 */
export function renderAddCommentDialog(state: unknown) {
  const onClose = jest.fn();
  render(
    <MemoryRouter initialEntries={[{ pathname: '/newComment', state }]}>
      <Routes>
        <Route path="/newComment" element={<AddCommentDialog onClose={onClose} />} />
        <Route path="/my-comments" element={<h1>My comments page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Add Comment' }) };
}

/** The Add Comment dialog at /newComment with the map's hand-off `state`; answers the dialog. */
export function renderAddComment(state: unknown): HTMLElement {
  return renderAddCommentDialog(state).dialog;
}

/**
 * Each test of the file starts with a session, and ends signed out with its spies restored;
 * `quietConsole` also keeps console.error out of the output of tests that provoke failures.
 */
export function addCommentTestSession({ quietConsole = false } = {}) {
  sessionForEachTest();
  if (quietConsole) {
    beforeEach(() => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
    });
  }
  afterEach(() => {
    jest.restoreAllMocks();
  });
}

/** Fills in what every comment needs: a house, unit 12, and the comment itself. */
export async function fillInComment(comment = 'Damp in winter'): Promise<void> {
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Location type' }), 'House');
  await userEvent.type(screen.getByRole('textbox', { name: 'Unit number' }), '12');
  await userEvent.type(screen.getByRole('textbox', { name: 'Comment' }), comment);
}

/** Answers the Add Comment dialog's "Do you live here now?", which saving requires. */
export async function answerLivesHere(answer: 'Yes' | 'No'): Promise<void> {
  const question = screen.getByRole('group', { name: 'Do you live here now?' });
  await userEvent.click(within(question).getByRole('radio', { name: answer }));
}

export const saveComment = () =>
  userEvent.click(screen.getByRole('button', { name: 'Save Comment' }));

/** Fills in the form as someone who has moved out, and saves. */
export async function fillInAndSave(comment?: string): Promise<void> {
  await fillInComment(comment);
  await answerLivesHere('No');
  await saveComment();
}

/** The body of the last request `spy` saw (a POST or PUT's second argument). */
export const lastBody = (spy: jest.SpyInstance) =>
  spy.mock.lastCall?.[1] as Record<string, unknown>;

/**
 * After a save that publishes nothing yet: no pin dropped, the dialog still open with focus on
 * Close, and its link to My comments closing it on the way there.
 */
export async function expectNoPinAndAWayToMyComments(
  saved: unknown[],
  onClose: jest.Mock,
): Promise<void> {
  const dialog = screen.getByRole('dialog', { name: 'Add Comment' });
  expect(saved).toEqual([]);
  expect(onClose).not.toHaveBeenCalled();
  expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  await userEvent.click(within(dialog).getByRole('link', { name: 'See My comments' }));
  expect(screen.getByRole('heading', { name: 'My comments page' })).toBeInTheDocument();
  expect(onClose).toHaveBeenCalled();
}
