import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient, bus } from 'shared';
import { apiError, okResponse, savedMarker } from '../../../../test/api-mocks';
import { record, sessionForEachTest } from '../../../testing/session';
import { CommentEditor } from './comment-editor';

const KEPT = '0123456789abcdef0123456789abcdef.jpg';
const DROPPED = 'fedcba9876543210fedcba9876543210.jpg';

const marker = savedMarker({
  id: '11111111-1111-4111-8111-111111111111',
  locationType: 'Apartment',
  unitNumber: '4B',
  comment: 'Quiet street',
  photoUrls: JSON.stringify([KEPT, DROPPED]),
});

function open() {
  render(<CommentEditor />);
  act(() => bus.emit('marker:edit-requested', { marker }));
  return screen.getByRole('dialog', { name: 'Edit Comment' });
}

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});

sessionForEachTest();

afterEach(() => {
  jest.restoreAllMocks();
});

describe('Edit Comment dialog', () => {
  it('draws nothing until asked on the bus, then the comment filled in', () => {
    const { container } = render(<CommentEditor />);
    expect(container).toBeEmptyDOMElement();
    act(() => bus.emit('marker:edit-requested', { marker }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Comment' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('combobox', { name: 'Location type' })).toHaveValue(
      'Apartment',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Unit number' })).toHaveValue('4B');
    expect(within(dialog).getByRole('textbox', { name: 'Comment' })).toHaveValue('Quiet street');
    expect(within(dialog).getAllByRole('img')).toHaveLength(2);
    expect(dialog).toHaveTextContent(marker.fullAddress);
  });

  it('saves the changes with the photos kept, announces them and closes', async () => {
    const changed = record('marker:changed');
    const saved = { ...marker, comment: 'Renovated', photoUrls: JSON.stringify([KEPT]) };
    const patch = jest.spyOn(apiClient, 'patch').mockResolvedValue(okResponse(saved));
    const del = jest.spyOn(apiClient, 'delete');
    const dialog = open();

    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Location type' }),
      'House',
    );
    const text = within(dialog).getByRole('textbox', { name: 'Comment' });
    await userEvent.clear(text);
    await userEvent.type(text, 'Renovated');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove photo 2' }));
    // An existing photo goes when the change is saved, by the API: nothing is deleted now.
    expect(del).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patch).toHaveBeenCalledWith(`/marker/marker-comments/${marker.id}`, {
      locationType: 'House',
      unitNumber: '4B',
      comment: 'Renovated',
      photoUrls: [KEPT],
    });
    expect(changed).toEqual([{ marker: saved }]);
  });

  it("shows the API's error and stays open", async () => {
    jest
      .spyOn(apiClient, 'patch')
      .mockRejectedValue(
        apiError(403, 'FORBIDDEN', 'Only the person who wrote a comment can change or delete it.'),
      );
    const dialog = open();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Only the person who wrote a comment can change or delete it.',
    );
    expect(screen.getByRole('dialog', { name: 'Edit Comment' })).toBeInTheDocument();
  });

  it('Cancel closes without saving', async () => {
    const patch = jest.spyOn(apiClient, 'patch');
    const dialog = open();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Comment' }), {
      target: { value: 'never saved' },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(patch).not.toHaveBeenCalled();
  });

  it('Escape closes it as it was opened, without asking', async () => {
    open();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Escape after removing a photo asks first; Discard closes without saving', async () => {
    const patch = jest.spyOn(apiClient, 'patch');
    const dialog = open();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove photo 2' }));
    await userEvent.click(within(dialog).getByRole('textbox', { name: 'Comment' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(patch).not.toHaveBeenCalled();
  });

  describe('"Show only the building and the month"', () => {
    const coarseBox = (dialog: HTMLElement) =>
      within(dialog).getByRole('checkbox', { name: 'Show only the building and the month' });

    it('is ticked as the comment has it, and not sent when left as it was', async () => {
      const coarse = { ...marker, coarse: true };
      const patch = jest.spyOn(apiClient, 'patch').mockResolvedValue(okResponse(coarse));
      render(<CommentEditor />);
      act(() => bus.emit('marker:edit-requested', { marker: coarse }));
      const dialog = screen.getByRole('dialog', { name: 'Edit Comment' });

      expect(coarseBox(dialog)).toBeChecked();
      expect(coarseBox(dialog)).toHaveAccessibleDescription(
        'Others see the building, not the spot you chose, no unit number, and the month instead of the day.',
      );
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
      await waitFor(() => expect(patch).toHaveBeenCalled());
      expect(patch.mock.lastCall?.[1]).not.toHaveProperty('coarse');
    });

    it('sends coarse when changed', async () => {
      const patch = jest
        .spyOn(apiClient, 'patch')
        .mockResolvedValue(okResponse({ ...marker, coarse: true }));
      const dialog = open();
      expect(coarseBox(dialog)).not.toBeChecked();
      await userEvent.click(coarseBox(dialog));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(patch).toHaveBeenCalledWith(`/marker/marker-comments/${marker.id}`, {
        locationType: 'Apartment',
        unitNumber: '4B',
        comment: 'Quiet street',
        photoUrls: [KEPT, DROPPED],
        coarse: true,
      });
    });

    it('a change of it is something Escape asks before dropping', async () => {
      const dialog = open();
      await userEvent.click(coarseBox(dialog));
      await userEvent.keyboard('{Escape}');
      expect(screen.getByRole('dialog', { name: 'Discard this comment?' })).toBeInTheDocument();
    });
  });
});
