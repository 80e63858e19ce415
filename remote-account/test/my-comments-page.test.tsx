import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import {
  MODERATION_LIMITS,
  apiClient,
  bus,
  type BusEvents,
  type OwnComment,
  type OwnNotice,
  type SavedMarkerComment,
} from 'shared';
import MyCommentsPage, { remoteInfo } from '../src/exposed/my-comments-page';
import { resetListPageSignInPrompts } from '../src/components/own-list-page';
import {
  apiError,
  deferred,
  endTest,
  mockGet,
  ok,
  savedComment,
  signIn,
  USER,
} from './api-stand-in';

const ID_1 = '11111111-1111-4111-8111-111111111111';
const ID_2 = '22222222-2222-4222-8222-222222222222';

const comment = savedComment;

/** The API as this page sees it: its comments, the user, the client config. */
function mockApi(comments: OwnComment[], { nextCursor = null as string | null } = {}) {
  const get = mockGet({
    '/users/me/comments': () => ({ content: comments, totalElements: comments.length, nextCursor }),
    '/users/me': () => USER,
  });
  const del = jest.spyOn(apiClient, 'delete');
  return { get, del };
}

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/my-comments']}>
      <Routes>
        <Route path="/my-comments" element={<MyCommentsPage />} />
        <Route path="/places/:id" element={<p>place page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => resetListPageSignInPrompts());
afterEach(endTest);

describe('/my-comments', () => {
  it('is an exposed module of remote-account', () => {
    expect(remoteInfo.name).toBe('remote-account');
  });

  it("lists the user's comments with type, unit, text, photos, dates and a link to each place", async () => {
    signIn();
    const { get } = mockApi([
      comment({ id: ID_2, comment: 'Renovated', modifiedDate: '2026-11-21T10:00:00.000Z' }),
      comment({ photoUrls: '[]' }),
    ]);
    renderPage();

    const items = await screen.findAllByTestId('my-comment');
    expect(get).toHaveBeenCalledWith('/users/me/comments');
    expect(items).toHaveLength(2);
    const [edited, plain] = items as [HTMLElement, HTMLElement];
    expect(within(edited).getByText('“Renovated”')).toBeInTheDocument();
    expect(within(edited).getByText('Apartment')).toBeInTheDocument();
    // The comment's title (unit · region), with its address under it.
    expect(within(edited).getByRole('heading', { name: '12B · Bondi Beach' })).toBeInTheDocument();
    expect(
      within(edited).getByText('Campbell Parade, Bondi Beach NSW 2026, Australia'),
    ).toBeInTheDocument();
    expect(within(edited).getByTestId('edited-mark')).toHaveTextContent('edited');
    expect(within(plain).queryByTestId('edited-mark')).not.toBeInTheDocument();
    expect(within(plain).queryByRole('list')).not.toBeInTheDocument();
    expect(within(edited).getByRole('link', { name: 'View on map' })).toHaveAttribute(
      'href',
      `/places/${ID_2}`,
    );
    expect(screen.getByRole('status')).toHaveTextContent('2 comments');
  });

  it('says when there are none yet', async () => {
    signIn();
    mockApi([]);
    renderPage();
    expect(await screen.findByText('You have not added any comments yet.')).toBeInTheDocument();
  });

  it('Edit asks the markers remote for the Edit Comment dialog, and an edit shows at once', async () => {
    signIn();
    mockApi([comment()]);
    renderPage();
    const requests: BusEvents['marker:edit-requested'][] = [];
    const subscription = bus.on('marker:edit-requested').subscribe((e) => requests.push(e));

    await userEvent.click(
      await screen.findByRole('button', { name: /^Edit your comment on Campbell Parade/ }),
    );
    expect(requests).toEqual([{ marker: expect.objectContaining({ id: ID_1 }) }]);
    subscription.unsubscribe();

    act(() =>
      bus.emit('marker:changed', {
        marker: comment({ comment: 'Changed text', modifiedDate: '2026-11-22T00:00:00.000Z' }),
      }),
    );
    expect(await screen.findByText('“Changed text”')).toBeInTheDocument();
    expect(screen.getByTestId('edited-mark')).toBeInTheDocument();
  });

  it('Delete asks first; Cancel keeps it, confirming deletes it and says so', async () => {
    signIn();
    const { del } = mockApi([comment(), comment({ id: ID_2 })]);
    del.mockResolvedValue(ok(null));
    const deleted: string[] = [];
    const subscription = bus.on('marker:deleted').subscribe(({ id }) => deleted.push(id));
    renderPage();

    const [first] = await screen.findAllByRole('button', { name: /^Delete your comment on/ });
    await userEvent.click(first!);
    let dialog = screen.getByRole('alertdialog', { name: 'Delete this comment?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(del).not.toHaveBeenCalled();

    await userEvent.click(first!);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await userEvent.click(first!);
    dialog = screen.getByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete comment' }));

    await waitFor(() => expect(screen.getAllByTestId('my-comment')).toHaveLength(1));
    expect(del).toHaveBeenCalledWith(`/marker/marker-comments/${ID_1}`, undefined);
    expect(deleted).toEqual([ID_1]);
    expect(screen.getByRole('status')).toHaveTextContent('1 comment. Comment deleted.');
    subscription.unsubscribe();
  });

  it("shows the API's error when deleting fails and keeps the comment", async () => {
    signIn();
    const { del } = mockApi([comment()]);
    del.mockRejectedValue(
      apiError(403, 'FORBIDDEN', 'Only the person who wrote a comment can change or delete it.'),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /^Delete your comment/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete comment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only the person who wrote a comment can change or delete it.',
    );
    expect(screen.getAllByTestId('my-comment')).toHaveLength(1);
  });

  describe('moderation', () => {
    const SIGNED_THUMB =
      '/api/file-storage/files/0123456789abcdef0123456789abcdef-thumb.jpg?expires=1&signature=s';
    const hidden = (overrides: Partial<NonNullable<SavedMarkerComment['moderation']>> = {}) =>
      comment({
        moderation: {
          status: 'hidden',
          holdReasons: [],
          reason: 'It names a private person',
          reviewRequested: false,
          photos: [
            {
              name: '0123456789abcdef0123456789abcdef.jpg',
              url: '/api/file-storage/files/0123456789abcdef0123456789abcdef.jpg?expires=1&signature=s',
              thumbnailUrl: SIGNED_THUMB,
            },
          ],
          ...overrides,
        },
      });

    it('a hidden comment says so with the reason, keeps Edit, and shows its photos at their signed addresses', async () => {
      signIn();
      mockApi([hidden(), comment({ id: ID_2 })]);
      renderPage();
      const [item, published] = (await screen.findAllByTestId('my-comment')) as [
        HTMLElement,
        HTMLElement,
      ];
      expect(within(item).getByTestId('moderation-state')).toHaveTextContent(
        'Hidden by moderation: It names a private person',
      );
      expect(
        within(item).getByRole('button', { name: /^Ask for a review of your comment on Campbell/ }),
      ).toHaveTextContent('Ask for review');
      expect(within(item).getByRole('button', { name: /^Edit your comment/ })).toBeEnabled();
      expect(within(item).getByRole('img')).toHaveAttribute('src', SIGNED_THUMB);
      expect(within(published).queryByTestId('moderation-state')).not.toBeInTheDocument();
      expect(within(published).getByRole('img')).toHaveAttribute(
        'src',
        '/api/file-storage/files/0123456789abcdef0123456789abcdef-thumb.jpg',
      );
    });

    it('Ask for review asks once, then says Review requested', async () => {
      signIn();
      const post = jest
        .spyOn(apiClient, 'post')
        .mockResolvedValue(ok(hidden({ reviewRequested: true })));
      mockApi([hidden()]);
      renderPage();
      await userEvent.click(await screen.findByRole('button', { name: /^Ask for a review/ }));
      expect(await screen.findByText('Review requested')).toBeInTheDocument();
      expect(post).toHaveBeenCalledWith(`/marker/marker-comments/${ID_1}/review`, undefined);
      expect(post).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('button', { name: /^Ask for a review/ })).not.toBeInTheDocument();
    });

    it('a review asked for already shows Review requested, whether known or answered 409', async () => {
      signIn();
      jest
        .spyOn(apiClient, 'post')
        .mockRejectedValue(
          apiError(
            409,
            'REVIEW_ALREADY_REQUESTED',
            'You have already asked for a review of this comment.',
          ),
        );
      mockApi([hidden(), { ...hidden({ reviewRequested: true }), id: ID_2 }]);
      renderPage();
      const [first, second] = (await screen.findAllByTestId('my-comment')) as [
        HTMLElement,
        HTMLElement,
      ];
      expect(within(second).getByText('Review requested')).toBeInTheDocument();
      expect(within(second).queryByRole('button', { name: /^Ask for a review/ })).toBeNull();

      await userEvent.click(within(first).getByRole('button', { name: /^Ask for a review/ }));
      expect(await within(first).findByText('Review requested')).toBeInTheDocument();
      expect(within(first).queryByRole('alert')).toBeNull();
    });

    it("shows the API's error when asking fails, and lets the author try again", async () => {
      signIn();
      jest
        .spyOn(apiClient, 'post')
        .mockRejectedValue(apiError(429, 'RATE_LIMITED', 'Too many requests.'));
      mockApi([hidden()]);
      renderPage();
      await userEvent.click(await screen.findByRole('button', { name: /^Ask for a review/ }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests.');
      expect(screen.getByRole('button', { name: /^Ask for a review/ })).toBeEnabled();
    });

    it('a held comment says it is awaiting moderation and why, with Edit and no review to ask', async () => {
      signIn();
      mockApi([
        comment({
          moderation: {
            status: 'held',
            holdReasons: ['personal-information'],
            reason: null,
            reviewRequested: false,
          },
        }),
      ]);
      renderPage();
      const state = await screen.findByTestId('moderation-state');
      expect(state).toHaveTextContent('Awaiting moderation');
      expect(state).toHaveTextContent(
        'Your comment is awaiting moderation: it seems to hold personal information',
      );
      expect(screen.queryByRole('button', { name: /^Ask for a review/ })).toBeNull();
      expect(screen.getByRole('button', { name: /^Edit your comment/ })).toBeEnabled();
    });
  });

  describe('a scheduled comment', () => {
    const scheduled = (publishAt: string | null, id = ID_1) =>
      comment({
        id,
        coarse: true,
        moderation: {
          status: 'scheduled',
          schedule: { publishAt },
          holdReasons: [],
          reason: null,
          reviewRequested: false,
        },
      });

    it('says it waits for its author to move out, with "I have moved out", Edit and Delete', async () => {
      signIn();
      mockApi([scheduled(null)]);
      renderPage();
      const state = await screen.findByTestId('moderation-state');
      expect(state).toHaveTextContent('Scheduled');
      expect(state).toHaveTextContent('It will be published when you choose "I have moved out".');
      expect(
        within(state).getByRole('button', {
          name: /^I have moved out: your comment on Campbell Parade/,
        }),
      ).toHaveTextContent('I have moved out');
      expect(screen.getByRole('button', { name: /^Edit your comment/ })).toBeEnabled();
      expect(screen.getByRole('button', { name: /^Delete your comment/ })).toBeEnabled();
      expect(screen.getByText('Others see only the building and the month.')).toBeInTheDocument();
    });

    it('says the day it will be published, with "Publish now"', async () => {
      signIn();
      mockApi([scheduled('2027-03-04T12:00:00.000Z')]);
      renderPage();
      const state = await screen.findByTestId('moderation-state');
      expect(state).toHaveTextContent('It will be published on March 4, 2027.');
      expect(
        within(state).getByRole('button', { name: /^Publish now: your comment on Campbell/ }),
      ).toHaveTextContent('Publish now');
      expect(within(state).queryByRole('button', { name: /^I have moved out/ })).toBeNull();
    });

    it('"I have moved out" publishes it now, and it shows published', async () => {
      signIn();
      const published = comment({ coarse: true });
      const put = jest.spyOn(apiClient, 'put').mockResolvedValue(ok(published));
      const saved: BusEvents['marker:saved'][] = [];
      const subscription = bus.on('marker:saved').subscribe((e) => saved.push(e));
      mockApi([scheduled(null), scheduled(null, ID_2)]);
      renderPage();
      const [first, second] = (await screen.findAllByTestId('my-comment')) as [
        HTMLElement,
        HTMLElement,
      ];
      await userEvent.click(within(first).getByRole('button', { name: /^I have moved out/ }));

      expect(put).toHaveBeenCalledWith(`/marker/marker-comments/${ID_1}/publication`, {
        publish: 'now',
      });
      const done = await within(first).findByRole('status');
      expect(done).toHaveTextContent('Your comment is published.');
      expect(done).toHaveFocus();
      expect(within(first).queryByTestId('moderation-state')).toBeNull();
      expect(within(second).getByTestId('moderation-state')).toHaveTextContent('Scheduled');
      expect(saved).toEqual([{ marker: published }]);
      subscription.unsubscribe();
    });

    it('shows it published when it already was (409 ALREADY_PUBLISHED)', async () => {
      signIn();
      jest
        .spyOn(apiClient, 'put')
        .mockRejectedValue(
          apiError(409, 'ALREADY_PUBLISHED', 'This comment is published already.'),
        );
      mockApi([scheduled('2027-03-04T12:00:00.000Z')]);
      renderPage();
      await userEvent.click(await screen.findByRole('button', { name: /^Publish now/ }));
      expect(await screen.findByText('Your comment is published.')).toBeInTheDocument();
      expect(screen.queryByTestId('moderation-state')).toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();
    });

    it("shows the API's error when publishing fails, and lets the author try again", async () => {
      signIn();
      jest
        .spyOn(apiClient, 'put')
        .mockRejectedValue(apiError(429, 'RATE_LIMITED', 'Too many requests.'));
      mockApi([scheduled(null)]);
      renderPage();
      await userEvent.click(await screen.findByRole('button', { name: /^I have moved out/ }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests.');
      expect(screen.getByRole('button', { name: /^I have moved out/ })).toBeEnabled();
      expect(screen.getByTestId('moderation-state')).toHaveTextContent('Scheduled');
    });
  });

  describe('notices of landlords, agents and owners', () => {
    const NOTICE_1 = '44444444-4444-4444-8444-444444444444';
    const NOTICE_2 = '55555555-5555-4555-8555-555555555555';
    const NOTICE_3 = '66666666-6666-4666-8666-666666666666';

    const notice = (overrides: Partial<OwnNotice> = {}): OwnNotice => ({
      id: NOTICE_1,
      role: 'landlord',
      reason: 'identifies-a-person',
      quote: 'noisy on weekends',
      explanation: 'The only weekend tenant is named by this.',
      createdAt: '2026-11-22T09:00:00.000Z',
      status: 'open',
      decidedAt: null,
      answer: null,
      answeredAt: null,
      ...overrides,
    });

    const contested = (notices: OwnNotice[]): OwnComment => ({
      ...comment({ underReview: notices.some((n) => n.status === 'open') }),
      notices,
    });

    const answerBox = () => screen.getByRole('textbox', { name: 'Your answer to this notice' });

    it('shows each: who objects (the role), why, the passage, the explanation, the date and where it stands', async () => {
      signIn();
      mockApi([
        contested([
          notice(),
          notice({
            id: NOTICE_2,
            role: 'agent',
            reason: 'untrue-statement-of-fact',
            quote: 'Sunny',
            explanation: 'It faces south.',
            status: 'dismissed',
            decidedAt: '2026-11-24T09:00:00.000Z',
            answer: 'The living room gets sun all morning.',
            answeredAt: '2026-11-23T09:00:00.000Z',
          }),
          notice({
            id: NOTICE_3,
            role: 'owner',
            reason: 'private-information',
            status: 'upheld',
            decidedAt: '2026-11-24T09:00:00.000Z',
          }),
        ]),
        comment({ id: ID_2 }),
      ]);
      renderPage();
      const [item, plain] = (await screen.findAllByTestId('my-comment')) as [
        HTMLElement,
        HTMLElement,
      ];
      const [open, dismissed, upheld] = within(item).getAllByTestId('comment-notice') as [
        HTMLElement,
        HTMLElement,
        HTMLElement,
      ];
      expect(within(item).getByRole('list', { name: 'Notices on your comment' })).toBeVisible();

      expect(
        within(open).getByRole('heading', { level: 3, name: 'A landlord objects to a passage' }),
      ).toBeVisible();
      expect(open).toHaveTextContent('ReasonNames or identifies a person');
      expect(open.querySelector('blockquote')).toHaveTextContent('“noisy on weekends”');
      expect(within(open).getByText('The only weekend tenant is named by this.')).toBeVisible();
      expect(within(open).getByText('Received').nextSibling?.firstChild).toHaveAttribute(
        'datetime',
        '2026-11-22T09:00:00.000Z',
      );
      expect(within(open).getByTestId('notice-status')).toHaveTextContent(
        'Waiting for a moderator',
      );
      expect(
        within(open).getByRole('textbox', { name: 'Your answer to this notice' }),
      ).toBeVisible();
      expect(
        within(open).getByText(`0 / ${MODERATION_LIMITS.noticeAnswerMaxLength}`),
      ).toBeVisible();

      expect(within(dismissed).getByRole('heading', { level: 3 })).toHaveTextContent(
        'An agent objects to a passage',
      );
      expect(dismissed).toHaveTextContent('States something untrue as fact');
      expect(within(dismissed).getByTestId('notice-status')).toHaveTextContent(
        /^A moderator kept your comment · /,
      );
      expect(within(dismissed).getByTestId('notice-answer')).toHaveTextContent(
        /^Your answer · .+The living room gets sun all morning\.$/,
      );
      expect(within(dismissed).queryByRole('textbox')).toBeNull();

      expect(within(upheld).getByRole('heading', { level: 3 })).toHaveTextContent(
        'An owner objects to a passage',
      );
      expect(upheld).toHaveTextContent('Gives private information');
      expect(within(upheld).getByTestId('notice-status')).toHaveTextContent(
        /^A moderator hid your comment/,
      );
      // Decided without an answer: there is nothing left to answer.
      expect(within(upheld).queryByRole('textbox')).toBeNull();
      expect(within(upheld).queryByTestId('notice-answer')).toBeNull();

      expect(within(plain).queryByTestId('comment-notice')).toBeNull();
      expect(within(plain).queryByRole('button', { name: 'Edit comment' })).toBeNull();
    });

    it('while one is open, says the comment may be edited instead, and Edit comment asks for the dialog', async () => {
      signIn();
      mockApi([contested([notice()])]);
      renderPage();
      const requests: BusEvents['marker:edit-requested'][] = [];
      const subscription = bus.on('marker:edit-requested').subscribe((e) => requests.push(e));

      const edit = await screen.findByRole('button', { name: 'Edit comment' });
      expect(edit).toHaveAccessibleDescription(
        'Your comment stays up, marked under review, until a moderator decides. Instead of answering, you can edit it.',
      );
      await userEvent.click(edit);
      expect(requests).toEqual([{ marker: expect.objectContaining({ id: ID_1 }) }]);
      subscription.unsubscribe();
    });

    it('Send answer sends it, says so while it goes, and shows it on the notice', async () => {
      signIn();
      const sent = deferred<unknown>();
      const post = jest.spyOn(apiClient, 'post').mockReturnValue(sent.promise as never);
      mockApi([contested([notice(), notice({ id: NOTICE_2, role: 'agent' })])]);
      renderPage();
      const [first, second] = (await screen.findAllByTestId('comment-notice')) as [
        HTMLElement,
        HTMLElement,
      ];

      const box = within(first).getByRole('textbox', { name: 'Your answer to this notice' });
      await userEvent.type(box, ' He moved out in 2024. ');
      expect(
        within(first).getByText(`23 / ${MODERATION_LIMITS.noticeAnswerMaxLength}`),
      ).toBeVisible();
      await userEvent.click(within(first).getByRole('button', { name: 'Send answer' }));

      expect(post).toHaveBeenCalledWith(
        `/marker/marker-comments/${ID_1}/notices/${NOTICE_1}/answer`,
        {
          answer: 'He moved out in 2024.',
        },
      );
      const busy = within(first).getByRole('button', { name: 'Sending…' });
      expect(busy).toBeDisabled();
      expect(busy).toHaveAttribute('aria-busy', 'true');

      sent.resolve(
        ok(notice({ answer: 'He moved out in 2024.', answeredAt: '2026-11-23T10:00:00.000Z' })),
      );
      const answer = await within(first).findByTestId('notice-answer');
      expect(answer).toHaveTextContent(/^Your answer · .+He moved out in 2024\.$/);
      expect(answer.querySelector('time')).toHaveAttribute('datetime', '2026-11-23T10:00:00.000Z');
      expect(answer).toHaveFocus();
      expect(within(first).queryByRole('textbox')).toBeNull();
      expect(within(first).getByTestId('notice-status')).toHaveTextContent(
        'Waiting for a moderator',
      );
      // The other notice still waits for its own answer.
      expect(within(second).getByRole('textbox')).toBeVisible();
      expect(post).toHaveBeenCalledTimes(1);
    });

    it("shows the API's refusal and keeps what was typed", async () => {
      signIn();
      jest
        .spyOn(apiClient, 'post')
        .mockRejectedValue(
          apiError(409, 'NOTICE_ALREADY_ANSWERED', 'You have already answered this notice.'),
        );
      mockApi([contested([notice()])]);
      renderPage();
      await userEvent.type(await screen.findByRole('textbox'), 'He moved out');
      await userEvent.click(screen.getByRole('button', { name: 'Send answer' }));

      expect(await screen.findByRole('alert')).toHaveTextContent(
        'You have already answered this notice.',
      );
      expect(answerBox()).toHaveValue('He moved out');
      expect(screen.getByRole('button', { name: 'Send answer' })).toBeEnabled();
      expect(screen.queryByTestId('notice-answer')).toBeNull();
    });

    it('refuses a blank answer without asking the API', async () => {
      signIn();
      const post = jest.spyOn(apiClient, 'post');
      mockApi([contested([notice()])]);
      renderPage();
      await userEvent.type(await screen.findByRole('textbox'), '   ');
      await userEvent.click(screen.getByRole('button', { name: 'Send answer' }));

      expect(screen.getByRole('alert')).toHaveTextContent('Write your answer first.');
      expect(answerBox()).toHaveAttribute('aria-invalid', 'true');
      expect(answerBox()).toHaveFocus();
      expect(post).not.toHaveBeenCalled();
    });
  });

  it('asks someone signed out to sign in, and loads nothing', async () => {
    const { get } = mockApi([]);
    const requests: BusEvents['auth:required'][] = [];
    const subscription = bus.on('auth:required').subscribe((r) => requests.push(r));
    renderPage();
    expect(
      screen.getByRole('heading', { name: 'Sign in to see your comments' }),
    ).toBeInTheDocument();
    expect(requests).toEqual([{ reason: 'my-comments' }]);
    expect(get).not.toHaveBeenCalledWith('/users/me/comments');
    subscription.unsubscribe();
  });
});
