/**
 * Publishing that protects the author, in the Add Comment dialog: "Do you live here now?",
 * when the comment goes public, the building-and-month version, and what the author is told
 * when it is scheduled.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { apiClient, type CommentModeration } from 'shared';
import { apiError, okResponse, savedMarker } from '../../../../test/api-mocks';
import { record, sessionForEachTest } from '../../../testing/session';
import { answerLivesHere } from '../testing';
import { AddCommentDialog } from './add-comment-dialog';

const navigationState = {
  location: { lat: -33.89, lon: 151.27, address: 'Campbell Parade, Bondi NSW 2026' },
  locationModel: { name: 'Bondi Beach', district: 'Bondi', city: 'Sydney', country: 'Australia' },
};

function renderDialog() {
  const onClose = jest.fn();
  render(
    <MemoryRouter initialEntries={[{ pathname: '/newComment', state: navigationState }]}>
      <Routes>
        <Route path="/newComment" element={<AddCommentDialog onClose={onClose} />} />
        <Route path="/my-comments" element={<h1>My comments page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
  return { onClose };
}

async function fillIn() {
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Location type' }), 'House');
  await userEvent.type(screen.getByRole('textbox', { name: 'Unit number' }), '12');
  await userEvent.type(screen.getByRole('textbox', { name: 'Comment' }), 'Damp in winter');
}

const question = () => screen.getByRole('group', { name: 'Do you live here now?' });
const when = () => screen.queryByRole('group', { name: 'When should it be published?' });
const coarseBox = () =>
  screen.queryByRole('checkbox', { name: 'Show only the building and the month' });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save Comment' }));
const lastBody = (spy: jest.SpyInstance) => spy.mock.lastCall?.[1] as Record<string, unknown>;

const scheduled = (publishAt: string | null): CommentModeration => ({
  status: 'scheduled',
  schedule: { publishAt },
  holdReasons: [],
  reason: null,
  reviewRequested: false,
});

sessionForEachTest();

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('"Do you live here now?"', () => {
  it('is a required question with Yes and No, nothing chosen, and nothing more until answered', () => {
    renderDialog();
    const yes = within(question()).getByRole('radio', { name: 'Yes' });
    const no = within(question()).getByRole('radio', { name: 'No' });
    expect(yes).not.toBeChecked();
    expect(no).not.toBeChecked();
    expect(yes).toBeRequired();
    expect(when()).toBeNull();
    expect(coarseBox()).toBeNull();
  });

  it('stops a save left unanswered with its own error, announced, and focus on the question', async () => {
    const post = jest.spyOn(apiClient, 'post');
    renderDialog();
    await fillIn();
    await save();

    expect(post).not.toHaveBeenCalled();
    const error = screen.getByRole('alert');
    expect(error).toHaveTextContent('Tell us whether you live here now.');
    const yes = within(question()).getByRole('radio', { name: 'Yes' });
    expect(yes).toHaveFocus();
    expect(yes).toHaveAttribute('aria-invalid', 'true');
    expect(yes).toHaveAccessibleDescription('Tell us whether you live here now.');

    await answerLivesHere('No');
    expect(screen.queryByText('Tell us whether you live here now.')).toBeNull();
    expect(yes).not.toHaveAttribute('aria-invalid');
  });

  it('No: publishes now, with the exact version unless the box is ticked', async () => {
    const post = jest
      .spyOn(apiClient, 'post')
      .mockResolvedValue(okResponse(savedMarker({ id: 'n-1' }), 201));
    const saved = record('marker:saved');
    const { onClose } = renderDialog();
    await fillIn();
    await answerLivesHere('No');

    expect(when()).toBeNull();
    expect(coarseBox()).not.toBeChecked();
    expect(coarseBox()).toHaveAccessibleDescription(
      'Others see the building, not the spot you chose, no unit number, and the month instead of the day.',
    );
    await save();
    expect(lastBody(post)).toMatchObject({ livesHere: false, publish: 'now', coarse: false });
    expect(lastBody(post)).not.toHaveProperty('moveOutDate');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saved).toHaveLength(1);
  });

  it('No, with the box ticked: sends coarse', async () => {
    const post = jest
      .spyOn(apiClient, 'post')
      .mockResolvedValue(okResponse(savedMarker({ coarse: true }), 201));
    renderDialog();
    await fillIn();
    await answerLivesHere('No');
    await userEvent.click(coarseBox()!);
    await save();
    expect(lastBody(post)).toMatchObject({ livesHere: false, publish: 'now', coarse: true });
  });

  it('Yes: when I move out (no date) and the building and the month, by default', async () => {
    const post = jest
      .spyOn(apiClient, 'post')
      .mockResolvedValue(okResponse(savedMarker({ moderation: scheduled(null) }), 201));
    renderDialog();
    await fillIn();
    await answerLivesHere('Yes');

    const choices = when()!;
    expect(within(choices).getByRole('radio', { name: 'When I move out' })).toBeChecked();
    expect(
      within(choices).getByRole('radio', { name: 'After a random 7–30 days' }),
    ).not.toBeChecked();
    const date = within(choices).getByLabelText('Move-out date (optional)');
    expect(date).toHaveAttribute('type', 'date');
    expect(date).toHaveValue('');
    expect(date).not.toBeRequired();
    expect(date.getAttribute('min')! > new Date().toISOString().slice(0, 10)).toBe(true);
    expect(date).toHaveAttribute('max');
    expect(date).toHaveAccessibleDescription(
      'Without a date, it waits until you choose "I have moved out" in My comments.',
    );
    expect(coarseBox()).toBeChecked();

    await save();
    expect(lastBody(post)).toMatchObject({
      livesHere: true,
      publish: 'when-moved-out',
      coarse: true,
    });
    expect(lastBody(post)).not.toHaveProperty('moveOutDate');
  });

  it('Yes, with a move-out date: sends it', async () => {
    const post = jest
      .spyOn(apiClient, 'post')
      .mockResolvedValue(
        okResponse(savedMarker({ moderation: scheduled('2027-03-04T00:00:00.000Z') }), 201),
      );
    renderDialog();
    await fillIn();
    await answerLivesHere('Yes');
    const date = screen.getByLabelText('Move-out date (optional)');
    const day = date.getAttribute('min')!;
    fireEvent.change(date, { target: { value: day } });
    await save();
    expect(lastBody(post)).toMatchObject({
      livesHere: true,
      publish: 'when-moved-out',
      moveOutDate: day,
      coarse: true,
    });
  });

  it('Yes, after a random delay, the box unticked: no date goes with it', async () => {
    const post = jest
      .spyOn(apiClient, 'post')
      .mockResolvedValue(
        okResponse(savedMarker({ moderation: scheduled('2027-03-04T00:00:00.000Z') }), 201),
      );
    renderDialog();
    await fillIn();
    await answerLivesHere('Yes');
    const date = screen.getByLabelText('Move-out date (optional)');
    fireEvent.change(date, { target: { value: date.getAttribute('min') } });
    await userEvent.click(screen.getByRole('radio', { name: 'After a random 7–30 days' }));
    expect(screen.queryByLabelText('Move-out date (optional)')).toBeNull();
    await userEvent.click(coarseBox()!);
    await save();
    expect(lastBody(post)).toEqual(
      expect.objectContaining({ livesHere: true, publish: 'after-random-delay', coarse: false }),
    );
    expect(lastBody(post)).not.toHaveProperty('moveOutDate');
  });

  it('shows a move-out date the API refuses on the date field, with focus there', async () => {
    const message = 'The move-out date must be from tomorrow up to 730 days ahead.';
    jest
      .spyOn(apiClient, 'post')
      .mockRejectedValue(apiError(400, 'PUBLISH_DATE_OUT_OF_RANGE', message));
    renderDialog();
    await fillIn();
    await answerLivesHere('Yes');
    const date = screen.getByLabelText('Move-out date (optional)');
    fireEvent.change(date, { target: { value: date.getAttribute('max') } });
    await save();

    await waitFor(() => expect(date).toHaveFocus());
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(date).toHaveAccessibleDescription(
      `Without a date, it waits until you choose "I have moved out" in My comments. ${message}`,
    );

    fireEvent.change(date, { target: { value: '' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('an answer is something Escape asks before dropping', async () => {
    const { onClose } = renderDialog();
    await answerLivesHere('No');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Discard this comment?' })).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('a comment saved scheduled', () => {
  it('says when it will be published, drops no pin, and leads to My comments', async () => {
    jest
      .spyOn(apiClient, 'post')
      .mockResolvedValue(
        okResponse(savedMarker({ byMe: true, moderation: scheduled('2027-03-04T12:00:00.000Z') })),
      );
    const saved = record('marker:saved');
    const { onClose } = renderDialog();
    await fillIn();
    await answerLivesHere('Yes');
    await save();

    // The form gives way to what became of the comment.
    const said = await screen.findByText(
      'Your comment is scheduled. It will be published on March 4, 2027.',
    );
    const dialog = screen.getByRole('dialog', { name: 'Add Comment' });
    expect(dialog).toContainElement(said);
    expect(said.closest('[role="status"]')).not.toBeNull();
    expect(saved).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('link', { name: 'See My comments' }));
    expect(screen.getByRole('heading', { name: 'My comments page' })).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it('says it waits for "I have moved out" when it has no date', async () => {
    jest
      .spyOn(apiClient, 'post')
      .mockResolvedValue(okResponse(savedMarker({ byMe: true, moderation: scheduled(null) })));
    renderDialog();
    await fillIn();
    await answerLivesHere('Yes');
    await save();
    expect(
      await screen.findByText(
        'Your comment is scheduled. It will be published when you choose "I have moved out" in My comments.',
      ),
    ).toBeInTheDocument();
  });
});
