/**
 * Publishing that protects the author, in the Add Comment dialog: "Do you live here now?",
 * when the comment goes public, the building-and-month version, and what the author is told
 * when it is scheduled.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient, type CommentModeration } from 'shared';
import { apiError, okResponse, savedMarker } from '../../../../test/api-mocks';
import { record } from '../../../testing/session';
import {
  CAMPBELL_PARADE,
  addCommentTestSession,
  answerLivesHere,
  expectNoPinAndAWayToMyComments,
  fillInComment,
  lastBody,
  renderAddCommentDialog,
  saveComment,
} from '../testing';

const renderDialog = () => renderAddCommentDialog(CAMPBELL_PARADE);

const question = () => screen.getByRole('group', { name: 'Do you live here now?' });
const when = () => screen.queryByRole('group', { name: 'When should it be published?' });
const coarseBox = () =>
  screen.queryByRole('checkbox', { name: 'Show only the building and the month' });

const scheduled = (publishAt: string | null): CommentModeration => ({
  status: 'scheduled',
  schedule: { publishAt },
  holdReasons: [],
  reason: null,
  reviewRequested: false,
});

/** Saving answers the comment scheduled for `publishAt`; answers the POST's spy. */
const savedScheduled = (publishAt: string | null) =>
  jest
    .spyOn(apiClient, 'post')
    .mockResolvedValue(okResponse(savedMarker({ moderation: scheduled(publishAt) }), 201));

/** The dialog filled in and "Yes" answered; answers its move-out date field. */
async function livingHere() {
  renderDialog();
  await fillInComment();
  await answerLivesHere('Yes');
  return screen.getByLabelText('Move-out date (optional)');
}

addCommentTestSession({ quietConsole: true });

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
    await fillInComment();
    await saveComment();

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
    await fillInComment();
    await answerLivesHere('No');

    expect(when()).toBeNull();
    expect(coarseBox()).not.toBeChecked();
    expect(coarseBox()).toHaveAccessibleDescription(
      'Others see the building, not the spot you chose, no unit number, and the month instead of the day.',
    );
    await saveComment();
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
    await fillInComment();
    await answerLivesHere('No');
    await userEvent.click(coarseBox()!);
    await saveComment();
    expect(lastBody(post)).toMatchObject({ livesHere: false, publish: 'now', coarse: true });
  });

  it('Yes: when I move out (no date) and the building and the month, by default', async () => {
    const post = savedScheduled(null);
    renderDialog();
    await fillInComment();
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

    await saveComment();
    expect(lastBody(post)).toMatchObject({
      livesHere: true,
      publish: 'when-moved-out',
      coarse: true,
    });
    expect(lastBody(post)).not.toHaveProperty('moveOutDate');
  });

  it('Yes, with a move-out date: sends it', async () => {
    const post = savedScheduled('2027-03-04T00:00:00.000Z');
    const date = await livingHere();
    const day = date.getAttribute('min')!;
    fireEvent.change(date, { target: { value: day } });
    await saveComment();
    expect(lastBody(post)).toMatchObject({
      livesHere: true,
      publish: 'when-moved-out',
      moveOutDate: day,
      coarse: true,
    });
  });

  it('Yes, after a random delay, the box unticked: no date goes with it', async () => {
    const post = savedScheduled('2027-03-04T00:00:00.000Z');
    const date = await livingHere();
    fireEvent.change(date, { target: { value: date.getAttribute('min') } });
    await userEvent.click(screen.getByRole('radio', { name: 'After a random 7–30 days' }));
    expect(screen.queryByLabelText('Move-out date (optional)')).toBeNull();
    await userEvent.click(coarseBox()!);
    await saveComment();
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
    const date = await livingHere();
    fireEvent.change(date, { target: { value: date.getAttribute('max') } });
    await saveComment();

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
    await fillInComment();
    await answerLivesHere('Yes');
    await saveComment();

    // The form gives way to what became of the comment.
    const said = await screen.findByText(
      'Your comment is scheduled. It will be published on March 4, 2027.',
    );
    const dialog = screen.getByRole('dialog', { name: 'Add Comment' });
    expect(dialog).toContainElement(said);
    expect(said.closest('[role="status"]')).not.toBeNull();
    await expectNoPinAndAWayToMyComments(saved, onClose);
  });

  it('says it waits for "I have moved out" when it has no date', async () => {
    jest
      .spyOn(apiClient, 'post')
      .mockResolvedValue(okResponse(savedMarker({ byMe: true, moderation: scheduled(null) })));
    renderDialog();
    await fillInComment();
    await answerLivesHere('Yes');
    await saveComment();
    expect(
      await screen.findByText(
        'Your comment is scheduled. It will be published when you choose "I have moved out" in My comments.',
      ),
    ).toBeInTheDocument();
  });
});
