import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from 'shared';
import { apiError, okResponse, savedMarker } from '../../../../test/api-mocks';
import { record, sessionForEachTest } from '../../../testing/session';
import { OwnCommentActions } from './own-comment-actions';

const marker = savedMarker({ id: '11111111-1111-4111-8111-111111111111', byMe: true });

sessionForEachTest();

afterEach(() => {
  jest.restoreAllMocks();
});

describe("the author's Edit and Delete in Comment Details", () => {
  it('Edit asks for the Edit Comment dialog on the bus', async () => {
    const requests = record('marker:edit-requested');
    render(<OwnCommentActions marker={marker} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(requests).toEqual([{ marker }]);
  });

  it('Delete asks first; confirmed, it deletes and tells the page', async () => {
    const deleted = record('marker:deleted');
    const del = jest.spyOn(apiClient, 'delete').mockResolvedValue(okResponse(null));
    render(<OwnCommentActions marker={marker} />);

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete this comment?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(del).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    dialog = screen.getByRole('dialog', { name: 'Delete this comment?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete comment' }));
    await waitFor(() => expect(deleted).toEqual([{ id: marker.id }]));
    expect(del).toHaveBeenCalledWith(`/marker/marker-comments/${marker.id}`, undefined);
  });

  it("shows the API's error when deleting fails", async () => {
    jest
      .spyOn(apiClient, 'delete')
      .mockRejectedValue(apiError(403, 'FORBIDDEN', 'Not your comment.'));
    render(<OwnCommentActions marker={marker} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete comment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not your comment.');
  });
});
