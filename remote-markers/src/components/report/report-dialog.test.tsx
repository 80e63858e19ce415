import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MODERATION_LIMITS, apiClient, bus, tokenService, type BusEvents } from 'shared';
import { apiError, okResponse, savedMarker } from '../../../test/api-mocks';
import { signIn } from '../../testing/session';
import { ReportButton } from './report-button';
import { ReportRequests } from './report-requests';

const reportPath = (id: string) => `/marker/marker-comments/${id}/reports`;

afterEach(() => {
  jest.restoreAllMocks();
  tokenService.clear();
});

async function openDialog(comment = savedMarker()) {
  render(<ReportButton comment={comment} />);
  const report = screen.getByRole('button', { name: 'Report' });
  await userEvent.click(report);
  return { report, dialog: screen.getByRole('dialog', { name: 'Report this comment' }) };
}

describe('ReportButton', () => {
  it('is not drawn on the reader’s own comment', () => {
    signIn();
    render(<ReportButton comment={savedMarker({ byMe: true })} />);
    expect(screen.queryByRole('button', { name: 'Report' })).toBeNull();
  });

  it('signed out: disabled with why, and a click asks the host to offer sign-in', async () => {
    const asked: BusEvents['auth:required'][] = [];
    const subscription = bus.on('auth:required').subscribe((event) => asked.push(event));
    render(<ReportButton comment={savedMarker()} />);

    const report = screen.getByRole('button', { name: 'Report' });
    expect(report).toHaveAttribute('aria-disabled', 'true');
    expect(report).toHaveAttribute('title', 'Please sign in to report a comment');
    await userEvent.click(report);

    expect(asked).toEqual([{ reason: 'Please sign in to report a comment' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    subscription.unsubscribe();
  });
});

describe('ReportDialog', () => {
  it('offers the five reasons as a labelled radio group, with focus inside, Escape closing and focus returned', async () => {
    signIn();
    const { report, dialog } = await openDialog();

    const group = within(dialog).getByRole('group', { name: 'Why are you reporting it?' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')!.textContent),
    ).toEqual([
      'False or misleading',
      'Personal information',
      'Offensive',
      'Spam or scam',
      'Other',
    ]);
    expect(within(dialog).getByRole('radio', { name: 'False or misleading' })).toHaveFocus();

    // Tab stays inside: from the last control (Send report) it wraps to the first.
    within(dialog).getByRole('button', { name: 'Send report' }).focus();
    await userEvent.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(report).toHaveFocus();
  });

  it('asks for a reason, and for details when the reason is Other, before sending anything', async () => {
    signIn();
    const post = jest.spyOn(apiClient, 'post');
    const { dialog } = await openDialog();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a reason.');

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      "Say what is wrong: it is needed when the reason is 'Other'.",
    );
    const details = within(dialog).getByRole('textbox', { name: 'Details' });
    expect(details).toBeRequired();
    expect(details).toHaveAttribute('aria-invalid', 'true');
    expect(post).not.toHaveBeenCalled();
  });

  it('counts the details against the limit and sends the reason with them; then thanks the reader', async () => {
    signIn();
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue(okResponse({ reported: true }));
    const comment = savedMarker();
    const { dialog } = await openDialog(comment);

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Spam or scam' }));
    const details = within(dialog).getByRole('textbox', { name: 'Details (optional)' });
    expect(details).toHaveAttribute('maxLength', String(MODERATION_LIMITS.reportDetailsMaxLength));
    await userEvent.type(details, '  Same photos as a listing in Perth ');
    expect(details).toHaveAccessibleDescription(`36 / ${MODERATION_LIMITS.reportDetailsMaxLength}`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));

    expect(post).toHaveBeenCalledWith(reportPath(comment.id), {
      reason: 'spam-or-scam',
      details: 'Same photos as a listing in Perth',
    });
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Thanks — a moderator will look at it.',
    );
    const close = within(dialog).getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    expect(within(dialog).queryByRole('button', { name: 'Send report' })).toBeNull();
    await userEvent.click(close);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says so when the reader already reported the comment (409 ALREADY_REPORTED)', async () => {
    signIn();
    jest
      .spyOn(apiClient, 'post')
      .mockRejectedValue(apiError(409, 'ALREADY_REPORTED', 'You reported this comment already.'));
    const { dialog } = await openDialog();

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Offensive' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'You have already reported this comment.',
    );
  });

  it('shows the API’s words for too many reports (429) and keeps what was chosen and typed', async () => {
    signIn();
    const post = jest
      .spyOn(apiClient, 'post')
      .mockRejectedValueOnce(
        apiError(429, 'RATE_LIMITED', 'Too many reports. Please try again in an hour.'),
      );
    const { dialog } = await openDialog();

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Details' }), 'Rude');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Too many reports. Please try again in an hour.',
    );
    expect(within(dialog).getByRole('radio', { name: 'Other' })).toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: 'Details' })).toHaveValue('Rude');

    post.mockResolvedValueOnce(okResponse({ reported: true }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent(
        'Thanks — a moderator will look at it.',
      ),
    );
  });

  it('opens for a comment another remote asks about on the bus (the map’s popup)', async () => {
    signIn();
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue(okResponse({ reported: true }));
    render(<ReportRequests />);
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => bus.emit('marker:report-requested', { id: 'c-77' }));
    const dialog = screen.getByRole('dialog', { name: 'Report this comment' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Personal information' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));

    expect(post).toHaveBeenCalledWith(reportPath('c-77'), { reason: 'personal-information' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
