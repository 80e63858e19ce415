import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { apiClient, bus, tokenService } from 'shared';
import { apiError, httpError, okResponse, savedMarker } from '../../../../test/api-mocks';
import { record, sessionForEachTest } from '../../../testing/session';
import { answerLivesHere } from '../testing';
import { AddCommentDialog } from './add-comment-dialog';

const navigationState = {
  location: { lat: -33.89, lon: 151.27, address: 'Campbell Parade, Bondi NSW 2026' },
  locationModel: {
    name: 'Bondi Beach',
    district: 'Bondi',
    state: 'New South Wales',
    city: 'Sydney',
    country: 'Australia',
    postcode: '2026',
  },
};

function renderDialog(state: unknown = navigationState) {
  const onClose = jest.fn();
  render(
    <MemoryRouter initialEntries={[{ pathname: '/newComment', state }]}>
      <AddCommentDialog onClose={onClose} />
    </MemoryRouter>,
  );
  return { onClose };
}

function image(name: string, size = 1000, type = 'image/jpeg'): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function pick(...files: File[]) {
  fireEvent.change(screen.getByLabelText('Photos'), { target: { files } });
}

async function fillIn() {
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Location type' }), 'House');
  await userEvent.type(screen.getByRole('textbox', { name: 'Unit number' }), '12');
  await userEvent.type(screen.getByRole('textbox', { name: 'Comment' }), 'Lovely');
  await answerLivesHere('No');
}

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});

sessionForEachTest();

describe('AddCommentDialog', () => {
  it('is a modal dialog for the place handed over by the map', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Add Comment' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent('Bondi Beach');
    expect(dialog).toHaveTextContent('Campbell Parade, Bondi NSW 2026');
    expect(screen.getByRole('combobox', { name: 'Location type' })).toHaveFocus();
  });

  it('takes its place from the navigation state only (the one hand-off), not from the bus', () => {
    bus.emit('map:location-selected', { lat: -34, lon: 150, address: '1 Main Rd' });
    renderDialog(null);
    const dialog = screen.getByRole('dialog');
    expect(dialog).not.toHaveTextContent('1 Main Rd');
    expect(screen.getByRole('button', { name: 'Back to the map' })).toBeInTheDocument();
  });

  it('marks location type, unit number and comment as required; photos are optional', () => {
    renderDialog();
    expect(screen.getByRole('combobox', { name: 'Location type' })).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Unit number' })).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Comment' })).toBeRequired();
    expect(screen.getByLabelText('Photos')).not.toBeRequired();
    expect(screen.getByText('Location type').closest('label')).toHaveTextContent('Location type *');
    expect(screen.getByRole('option', { name: 'Apartment' })).toBeInTheDocument();
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Select a location type',
      'Apartment',
      'House',
      'Villa',
      'Commercial',
      'Land',
    ]);
  });

  it('does not close on a backdrop click', () => {
    const { onClose } = renderDialog();
    fireEvent.click(screen.getByTestId('add-comment-dialog-backdrop'));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes on Escape when nothing was written or chosen', async () => {
    const { onClose } = renderDialog();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: 'Discard this comment?' })).not.toBeInTheDocument();
  });

  it('asks before Escape drops what was written; Keep writing goes back to the text', async () => {
    const { onClose } = renderDialog();
    const comment = screen.getByRole('textbox', { name: 'Comment' });
    await userEvent.type(comment, 'Damp in winter');
    await userEvent.keyboard('{Escape}');

    const confirm = screen.getByRole('dialog', { name: 'Discard this comment?' });
    expect(confirm).toHaveTextContent('What you have written or chosen here will be lost.');
    expect(screen.getByRole('button', { name: 'Keep writing' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Keep writing' }));

    expect(confirm).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(comment).toHaveFocus();
    expect(comment).toHaveValue('Damp in winter');
  });

  it('Escape on the question keeps writing; Discard closes the dialog', async () => {
    const { onClose } = renderDialog();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Location type' }), 'House');
    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Discard this comment?' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Comment' })).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();

    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks before Escape drops a picked photo', async () => {
    jest.spyOn(apiClient, 'post').mockImplementation(() => new Promise(() => undefined));
    const { onClose } = renderDialog();
    pick(image('1.jpg'));
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Discard this comment?' })).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('ignores Escape while saving', async () => {
    jest.spyOn(apiClient, 'post').mockImplementation(() => new Promise(() => undefined));
    const { onClose } = renderDialog();
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Save Comment' }));
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog', { name: 'Discard this comment?' })).not.toBeInTheDocument();
  });

  it('shows nothing to anonymous users (the host guards the route and sends them to sign in)', () => {
    tokenService.clear();
    const { onClose } = renderDialog();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('AddCommentDialog photos', () => {
  it('allows at most 3 files', async () => {
    jest.spyOn(apiClient, 'post').mockImplementation(() => new Promise(() => undefined));
    renderDialog();
    pick(image('1.jpg'), image('2.jpg'), image('3.jpg'), image('4.jpg'));
    expect(screen.getByRole('alert')).toHaveTextContent('Maximum 3 files allowed');
    expect(apiClient.post).toHaveBeenCalledTimes(3);
  });

  it('skips a file that is not an image', () => {
    const post = jest.spyOn(apiClient, 'post');
    renderDialog();
    pick(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select an image file');
    expect(post).not.toHaveBeenCalled();
  });

  it('skips a file of 5242881 bytes (one more than the API takes)', () => {
    const post = jest.spyOn(apiClient, 'post');
    renderDialog();
    pick(image('big.jpg', 5_242_881));
    expect(screen.getByRole('alert')).toHaveTextContent('File size must be less than 5MB');
    expect(post).not.toHaveBeenCalled();
  });

  it('uploads at once with the choose button disabled, then previews with a remove button', async () => {
    let finish: (value: unknown) => void = () => undefined;
    jest.spyOn(apiClient, 'post').mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const del = jest.spyOn(apiClient, 'delete').mockRejectedValue(httpError(500));
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderDialog();
    pick(image('1.jpg'));
    expect(screen.getByRole('button', { name: 'Uploading...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save Comment' })).toBeDisabled();

    await act(async () =>
      finish(okResponse({ id: '1', url: '/api/file-storage/files/s1.jpg', name: 's1.jpg' })),
    );
    expect(screen.getByRole('button', { name: 'Choose photos' })).toBeEnabled();
    expect(screen.getByRole('img', { name: 'Photo 1' })).toHaveAttribute(
      'src',
      '/api/file-storage/files/s1.jpg',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(screen.queryByRole('img', { name: 'Photo 1' })).not.toBeInTheDocument();
    expect(del).toHaveBeenCalledWith('/file-storage/delete', { data: { fileName: 's1.jpg' } });
    // A failed delete is only logged.
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Failed to delete photo', expect.anything()),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the upload error and drops the photo', async () => {
    jest.spyOn(apiClient, 'post').mockRejectedValue(httpError(413, { message: 'Too big for us' }));
    renderDialog();
    pick(image('1.jpg'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too big for us');
    expect(screen.queryByRole('img', { name: 'Photo 1' })).not.toBeInTheDocument();
  });
});

describe('AddCommentDialog saving', () => {
  it('disables every input while saving, then announces the comment and closes', async () => {
    const created = savedMarker({ id: 'new-1' });
    let finish: (value: unknown) => void = () => undefined;
    const post = jest
      .spyOn(apiClient, 'post')
      .mockResolvedValueOnce(okResponse({ id: '1', url: '/u/p.jpg', name: 'p.jpg' }))
      .mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
    const saved = record('marker:saved');
    const { onClose } = renderDialog();
    pick(image('p.jpg'));
    await screen.findByRole('img', { name: 'Photo 1' });
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Save Comment' }));

    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Location type' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Unit number' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Comment' })).toBeDisabled();
    expect(screen.getByLabelText('Photos')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Choose photos' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove photo 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();

    expect(post).toHaveBeenLastCalledWith('/marker', {
      coordinates: { lat: -33.89, lon: 151.27 },
      fullAddress: 'Campbell Parade, Bondi NSW 2026',
      region: 'Bondi',
      city: 'Sydney',
      country: 'Australia',
      unitNumber: '12',
      locationType: 'House',
      comment: 'Lovely',
      photoUrls: ['p.jpg'],
      mapSource: 'OPENSTREET',
      postcode: '2026',
      livesHere: false,
      publish: 'now',
      coarse: false,
    });
    expect(onClose).not.toHaveBeenCalled();

    await act(async () => finish(okResponse(created, 201)));
    expect(saved).toEqual([{ marker: created }]);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays open with the error in an alert when saving fails', async () => {
    jest
      .spyOn(apiClient, 'post')
      .mockRejectedValue(apiError(400, 'VALIDATION_ERROR', 'Unit number is too long'));
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const saved = record('marker:saved');
    const { onClose } = renderDialog();
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Save Comment' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Unit number is too long');
    expect(error).toHaveBeenCalledWith('Failed to save comment', expect.anything());
    expect(onClose).not.toHaveBeenCalled();
    expect(saved).toEqual([]);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Comment' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveValue('Lovely');
  });

  it("says 'Failed to save comment' when the server refuses without words", async () => {
    jest.spyOn(apiClient, 'post').mockResolvedValue({ data: { success: false }, status: 200 });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderDialog();
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Save Comment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save comment');
  });
});

describe('AddCommentDialog without a place', () => {
  it('never shows 0,0 and sends the user back to the map to pick a place', async () => {
    const post = jest.spyOn(apiClient, 'post');
    const views = record('layout:view');
    const { onClose } = renderDialog(null);
    const dialog = screen.getByRole('dialog', { name: 'Add Comment' });
    expect(dialog).not.toHaveTextContent('0.000000');
    expect(dialog).not.toHaveTextContent('Selected Location');
    expect(screen.getByRole('status')).toHaveTextContent(
      "Pick a place on the map first: click where the rental is, then choose 'Add a comment' in its popup.",
    );
    // Nothing to fill in, nothing to save.
    expect(screen.queryByRole('button', { name: 'Save Comment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

    const back = screen.getByRole('button', { name: 'Back to the map' });
    expect(back).toHaveFocus();
    await userEvent.click(back);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(views).toEqual([{ view: 'map' }]);
    expect(post).not.toHaveBeenCalled();
  });

  it('treats navigation state at 0,0 as no place', () => {
    renderDialog({ location: { lat: 0, lon: 0, address: 'Address not available' } });
    expect(screen.getByRole('button', { name: 'Back to the map' })).toBeInTheDocument();
    expect(screen.getByRole('dialog')).not.toHaveTextContent('0.000000');
  });

  it('Escape also goes back to the map (there is nothing to lose)', async () => {
    const { onClose } = renderDialog(null);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('AddCommentDialog for an account whose email is not verified', () => {
  const notVerified = () =>
    apiError(403, 'EMAIL_NOT_VERIFIED', 'Please verify your email address before publishing.');

  beforeEach(() => {
    tokenService.setUser({ id: 'u1', email: 'erin@example.com', emailVerified: false });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('says so when saving is refused, resends the code and links to the verification page', async () => {
    const post = jest
      .spyOn(apiClient, 'post')
      .mockRejectedValueOnce(notVerified())
      .mockResolvedValueOnce(okResponse({ message: 'If this email belongs…' }));
    const { onClose } = renderDialog();
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Save Comment' }));

    const notice = await screen.findByTestId('verify-email-notice');
    expect(notice).toHaveAttribute('role', 'alert');
    expect(notice).toHaveTextContent('Please verify your email address before publishing.');
    expect(notice).toHaveTextContent('erin@example.com');
    expect(screen.getByRole('link', { name: 'Enter the code' })).toHaveAttribute(
      'href',
      '/verify-email?email=erin%40example.com',
    );
    expect(onClose).not.toHaveBeenCalled();
    // The form keeps what was written.
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveValue('Lovely');

    await userEvent.click(screen.getByRole('button', { name: 'Resend verification code' }));
    // A public route: sent without the token.
    expect(post).toHaveBeenLastCalledWith(
      '/auth/resend-verification',
      { email: 'erin@example.com' },
      { skipAuth: true },
    );
    expect(await screen.findByText('A new code is on its way. Check your inbox.')).toBeVisible();
  });

  it("says 'Failed to send verification code. Please try again.' when the resend fails", async () => {
    jest
      .spyOn(apiClient, 'post')
      .mockRejectedValueOnce(notVerified())
      .mockRejectedValueOnce(httpError(429, { success: false, code: 'RATE_LIMITED' }));
    renderDialog();
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Save Comment' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Resend verification code' }));
    expect(
      await screen.findByText('Failed to send verification code. Please try again.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Resend verification code' })).toBeEnabled();
  });

  it('says so when a photo upload is refused, instead of a photo error', async () => {
    jest.spyOn(apiClient, 'post').mockRejectedValue(notVerified());
    renderDialog();
    pick(image('1.jpg'));
    const notice = await screen.findByTestId('verify-email-notice');
    expect(notice).toHaveTextContent('Please verify your email address before publishing.');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByRole('img', { name: 'Photo 1' })).not.toBeInTheDocument();
  });

  it('links to the verification page even when the email is not known yet', async () => {
    tokenService.setUser(null);
    jest.spyOn(apiClient, 'post').mockRejectedValueOnce(notVerified());
    renderDialog();
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Save Comment' }));
    await screen.findByTestId('verify-email-notice');
    expect(screen.getByRole('link', { name: 'Enter the code' })).toHaveAttribute(
      'href',
      '/verify-email',
    );
    expect(screen.queryByRole('button', { name: 'Resend verification code' })).toBeNull();
  });
});
