/**
 * Trust and safety while composing: the privacy check and its confirmation, the
 * API's own PERSONAL_INFORMATION, a comment held for a moderator, and the API's refusals of a
 * duplicate or a comment over the quota.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { apiClient, bus } from 'shared';
import { apiError, httpError, okResponse, savedMarker } from '../../../../test/api-mocks';
import { record } from '../../../testing/session';
import {
  CAMPBELL_PARADE,
  addCommentTestSession,
  expectNoPinAndAWayToMyComments,
  fillInAndSave,
  lastBody,
  renderAddCommentDialog,
} from '../testing';
import { CommentEditor } from './comment-editor';

const renderAddDialog = () => renderAddCommentDialog(CAMPBELL_PARADE);

addCommentTestSession({ quietConsole: true });

describe('the privacy check while composing', () => {
  it('names what looks like personal information under the comment once typing pauses', async () => {
    renderAddDialog();
    const comment = screen.getByRole('textbox', { name: 'Comment' });
    await userEvent.type(comment, 'Agent is slow, call 0412 345 678 or mail jo@example.com');

    await waitFor(() =>
      expect(comment).toHaveAccessibleDescription(
        'This looks like a phone number: 0412 345 678 ' +
          'This looks like an email address: jo@example.com ' +
          'Comments are public. Remove personal information unless you are sure it may be published.',
      ),
    );

    await userEvent.clear(comment);
    await userEvent.type(comment, 'Rent is $450 a week for unit 4');
    await waitFor(() => expect(comment).not.toHaveAccessibleDescription(/looks like/));
    expect(screen.queryByText(/This looks like/)).toBeNull();
  });

  it('asks before publishing what it found; Keep editing sends nothing', async () => {
    const post = jest.spyOn(apiClient, 'post');
    renderAddDialog();
    await fillInAndSave('The landlord is on 0412 345 678');

    const confirm = screen.getByRole('dialog', { name: 'Publish personal information?' });
    expect(confirm).toHaveTextContent('This looks like a phone number: 0412 345 678');
    const keepEditing = within(confirm).getByRole('button', { name: 'Keep editing' });
    expect(keepEditing).toHaveFocus();
    await userEvent.click(keepEditing);

    expect(screen.queryByRole('dialog', { name: 'Publish personal information?' })).toBeNull();
    expect(post).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveValue(
      'The landlord is on 0412 345 678',
    );
  });

  it('publishes anyway with confirmPersonalInformation, and tells the author it awaits moderation instead of dropping a pin', async () => {
    const held = savedMarker({
      id: 'held-1',
      byMe: true,
      moderation: {
        status: 'held',
        holdReasons: ['personal-information'],
        reason: null,
        reviewRequested: false,
      },
    });
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue(okResponse(held, 201));
    const saved = record('marker:saved');
    const { onClose } = renderAddDialog();
    await fillInAndSave('The landlord is on 0412 345 678');
    await userEvent.click(
      screen.getByRole('button', { name: 'Publish anyway — a moderator will review it first' }),
    );

    expect(post).toHaveBeenCalledTimes(1);
    expect(lastBody(post)).toMatchObject({
      comment: 'The landlord is on 0412 345 678',
      confirmPersonalInformation: true,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Add Comment' });
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Your comment is awaiting moderation: it seems to hold personal information',
    );
    await expectNoPinAndAWayToMyComments(saved, onClose);
  });

  it('says every reason it is held (personal information, a reused photo)', async () => {
    const post = jest.spyOn(apiClient, 'post').mockResolvedValueOnce(
      okResponse(
        savedMarker({
          moderation: {
            status: 'held',
            holdReasons: ['personal-information', 'reused-photo'],
            reason: null,
            reviewRequested: false,
          },
        }),
        201,
      ),
    );
    renderAddDialog();
    await fillInAndSave('Nice and quiet');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your comment is awaiting moderation: it seems to hold personal information and a photo matches one published elsewhere',
    );
    expect(lastBody(post)).not.toHaveProperty('confirmPersonalInformation');
  });

  it('asks the same question when the API finds personal information the dialog did not (400 PERSONAL_INFORMATION)', async () => {
    const published = savedMarker({ id: 'p-1' });
    const post = jest
      .spyOn(apiClient, 'post')
      .mockRejectedValueOnce(
        apiError(
          400,
          'PERSONAL_INFORMATION',
          'This comment contains a phone number. Remove it, or confirm to publish anyway.',
        ),
      )
      .mockResolvedValueOnce(okResponse(published, 201));
    const saved = record('marker:saved');
    const { onClose } = renderAddDialog();
    await fillInAndSave('Ring me on the number on the sign');

    const confirm = await screen.findByRole('dialog', { name: 'Publish personal information?' });
    expect(confirm).toHaveTextContent('This comment contains a phone number.');
    expect(lastBody(post)).not.toHaveProperty('confirmPersonalInformation');
    await userEvent.click(
      within(confirm).getByRole('button', {
        name: 'Publish anyway — a moderator will review it first',
      }),
    );

    expect(post).toHaveBeenCalledTimes(2);
    expect(lastBody(post)).toMatchObject({ confirmPersonalInformation: true });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saved).toEqual([{ marker: published }]);
  });
});

describe('the API refusing a comment', () => {
  it.each([
    [
      409,
      'DUPLICATE_COMMENT',
      'You already posted this comment here. Edit the one you posted instead.',
    ],
    [
      429,
      'QUOTA_EXCEEDED',
      'You have posted 3 comments in the last hour, the most for a new account. Try again later.',
    ],
  ])('%i %s: shows the API’s words and keeps what was typed', async (status, code, message) => {
    jest
      .spyOn(apiClient, 'post')
      .mockRejectedValue(httpError(status, { success: false, code, message }));
    const { onClose } = renderAddDialog();
    await fillInAndSave('Lovely place');

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveValue('Lovely place');
    expect(screen.getByRole('textbox', { name: 'Unit number' })).toHaveValue('12');
    expect(screen.getByRole('combobox', { name: 'Location type' })).toHaveValue('House');
    expect(screen.getByRole('button', { name: 'Save Comment' })).toBeEnabled();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('the privacy check when editing', () => {
  it('asks, then sends the change with confirmPersonalInformation', async () => {
    const marker = savedMarker({ id: 'e-1', byMe: true, comment: 'Quiet street' });
    const patch = jest
      .spyOn(apiClient, 'patch')
      .mockResolvedValue(okResponse({ ...marker, comment: 'Quiet, owner is on 0412 345 678' }));
    const changed = record('marker:changed');
    render(
      <MemoryRouter>
        <CommentEditor />
      </MemoryRouter>,
    );
    act(() => bus.emit('marker:edit-requested', { marker }));
    const comment = screen.getByRole('textbox', { name: 'Comment' });
    await userEvent.type(comment, ', owner is on 0412 345 678');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await userEvent.click(
      screen.getByRole('button', { name: 'Publish anyway — a moderator will review it first' }),
    );

    expect(patch).toHaveBeenCalledWith(`/marker/marker-comments/e-1`, {
      locationType: marker.locationType,
      unitNumber: marker.unitNumber,
      comment: 'Quiet street, owner is on 0412 345 678',
      photoUrls: [],
      confirmPersonalInformation: true,
    });
    await waitFor(() => expect(changed).toHaveLength(1));
    expect(screen.queryByRole('dialog', { name: 'Edit Comment' })).toBeNull();
  });
});
