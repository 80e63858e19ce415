import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MODERATION_LIMITS, apiClient, tokenService } from 'shared';
import { apiError, okResponse, savedMarker } from '../../../test/api-mocks';
import { signIn } from '../../testing/session';
import { ReportButton } from './report-button';

const noticesPath = (id: string) => `/marker/marker-comments/${id}/notices`;

afterEach(() => {
  jest.restoreAllMocks();
  tokenService.clear();
});

/** Report, then the way to the notice form for the landlord, agent or owner. */
async function openNotice(comment = savedMarker()) {
  signIn();
  render(<ReportButton comment={comment} />);
  const report = screen.getByRole('button', { name: 'Report' });
  await userEvent.click(report);
  const reportDialog = screen.getByRole('dialog', { name: 'Report this comment' });
  expect(reportDialog).toHaveTextContent('Are you the landlord, agent or owner of this place?');
  await userEvent.click(
    within(reportDialog).getByRole('button', { name: 'Object to a passage instead' }),
  );
  return { report, dialog: screen.getByRole('dialog', { name: 'Object to a passage' }) };
}

async function fillIn(dialog: HTMLElement, quote = 'the landlord answers fast') {
  await userEvent.click(within(dialog).getByRole('radio', { name: 'The agent' }));
  await userEvent.click(
    within(dialog).getByRole('radio', { name: 'It states something untrue as a fact' }),
  );
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'The passage' }), quote);
  await userEvent.type(
    within(dialog).getByRole('textbox', { name: 'Why' }),
    'We answer within a week, not fast.',
  );
}

describe('NoticeDialog', () => {
  it('replaces the Report dialog: who, what, the passage and why, each labelled; Escape gives focus back to Report', async () => {
    const { report, dialog } = await openNotice();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);

    const roles = within(dialog).getByRole('group', { name: 'Who are you?' });
    expect(
      within(roles)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')!.textContent),
    ).toEqual(['The landlord', 'The agent', 'The owner']);
    expect(within(roles).getByRole('radio', { name: 'The landlord' })).toHaveFocus();
    const reasons = within(dialog).getByRole('group', { name: 'What is wrong with the passage?' });
    expect(within(reasons).getAllByRole('radio')).toHaveLength(4);

    const quote = within(dialog).getByRole('textbox', { name: 'The passage' });
    expect(quote).toHaveAttribute('maxLength', String(MODERATION_LIMITS.noticeQuoteMaxLength));
    expect(quote).toHaveAccessibleDescription(
      `Copy the words as they stand in the comment. 0 / ${MODERATION_LIMITS.noticeQuoteMaxLength}`,
    );
    const why = within(dialog).getByRole('textbox', { name: 'Why' });
    expect(why).toHaveAttribute('maxLength', String(MODERATION_LIMITS.noticeExplanationMaxLength));
    // What the author will learn, before anything is sent: never the filer's name.
    expect(dialog).toHaveTextContent('never your name');

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(report).toHaveFocus();
  });

  it('asks for each part in turn before sending anything', async () => {
    const post = jest.spyOn(apiClient, 'post');
    const { dialog } = await openNotice();
    const send = within(dialog).getByRole('button', { name: 'Send notice' });

    await userEvent.click(send);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose who you are.');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'The owner' }));
    await userEvent.click(send);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Choose what is wrong with the passage.',
    );
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Something else' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'The passage' }), '   ');
    await userEvent.click(send);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Copy the passage you object to.');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'The passage' }), 'fast');
    await userEvent.click(send);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Say why.');
    expect(post).not.toHaveBeenCalled();
  });

  it('sends the notice, trimmed, and says what happens next', async () => {
    const comment = savedMarker();
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue(okResponse({}, 201));
    const { dialog } = await openNotice(comment);
    await fillIn(dialog, '  the landlord answers fast ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send notice' }));

    expect(post).toHaveBeenCalledWith(noticesPath(comment.id), {
      role: 'agent',
      reason: 'untrue-statement-of-fact',
      quote: 'the landlord answers fast',
      explanation: 'We answer within a week, not fast.',
    });
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Notice sent. The comment is marked under review until a moderator decides',
    );
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('says so when this account already has a notice open on the comment (409)', async () => {
    jest
      .spyOn(apiClient, 'post')
      .mockRejectedValue(apiError(409, 'NOTICE_ALREADY_FILED', 'Already open.'));
    const { dialog } = await openNotice();
    await fillIn(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send notice' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'You already have a notice open on this comment',
    );
  });

  it('shows the API’s words for a passage that is not in the text and keeps everything typed', async () => {
    const message = "Field 'quote' must be a passage of the comment's text, word for word.";
    jest.spyOn(apiClient, 'post').mockRejectedValue(apiError(400, 'VALIDATION_ERROR', message));
    const { dialog } = await openNotice();
    await fillIn(dialog, 'words nobody wrote');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send notice' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).getByRole('radio', { name: 'The agent' })).toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: 'The passage' })).toHaveValue(
      'words nobody wrote',
    );
  });
});
