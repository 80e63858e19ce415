import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import {
  apiClient,
  session,
  type CaseNotice,
  type ModerationCase,
  type ModerationLogEntry,
  type SavedMarkerComment,
} from 'shared';
import ModerationPage, { remoteInfo } from '../src/exposed/moderation-page';
import { apiError, mockGet, ok, savedComment } from './api-stand-in';

const ID_1 = '11111111-1111-4111-8111-111111111111';
const ID_2 = '22222222-2222-4222-8222-222222222222';
const EARLIER = '33333333-3333-4333-8333-333333333333';
const PHOTO = '0123456789abcdef0123456789abcdef.jpg';
const EARLIER_PHOTO = 'fedcba9876543210fedcba9876543210.jpg';

function comment(overrides: Partial<SavedMarkerComment> = {}): SavedMarkerComment {
  return savedComment({
    comment: 'Call Bob on 0412 345 678, he rents it cheap',
    photoUrls: JSON.stringify([PHOTO]),
    author: 'Mallory',
    byMe: false,
    ...overrides,
  });
}

function logEntry(overrides: Partial<ModerationLogEntry> = {}): ModerationLogEntry {
  return {
    id: 'log-1',
    at: '2026-11-21T09:00:00.000Z',
    action: 'hold',
    actor: { id: null, name: 'RentMap' },
    commentId: ID_1,
    targetUserId: null,
    reason: 'personal-information',
    fromStatus: null,
    toStatus: 'held',
    mergeId: null,
    ...overrides,
  };
}

const SIGNED = `/api/file-storage/files/${PHOTO}?expires=1900000000&signature=abc`;
const SIGNED_THUMB = `/api/file-storage/files/${PHOTO.replace('.jpg', '-thumb.jpg')}?expires=1900000000&signature=def`;

/** A held comment as a moderator reads it: its photos at signed addresses only. */
const heldComment = (overrides: Partial<SavedMarkerComment> = {}) =>
  comment({
    moderation: {
      status: 'held',
      holdReasons: ['personal-information', 'reused-photo'],
      reason: null,
      reviewRequested: false,
      photos: [{ name: PHOTO, url: SIGNED, thumbnailUrl: SIGNED_THUMB }],
    },
    ...overrides,
  });

function moderationCase(overrides: Partial<ModerationCase> = {}): ModerationCase {
  return {
    comment: heldComment(),
    status: 'held',
    holdReasons: ['personal-information', 'reused-photo'],
    reviewRequested: false,
    openReports: [
      {
        reason: 'spam-or-scam',
        details: 'Same photos are on a listing in Perth',
        createdAt: '2026-11-21T08:00:00.000Z',
        reporter: 'Grace Hopper',
      },
    ],
    author: {
      id: 'u9',
      name: 'Mallory Jones',
      email: 'mallory@example.com',
      joinedAt: '2026-11-19T00:00:00.000Z',
      comments: 7,
      hidden: 2,
      reportsReceived: 5,
    },
    photoMatches: [
      {
        photoUrl: PHOTO,
        matchedPhotoUrl: EARLIER_PHOTO,
        distance: 3,
        metresApart: 3280.4,
        comment: comment({
          id: EARLIER,
          fullAddress: 'Hay Street, Perth WA 6000, Australia',
          photoUrls: JSON.stringify([EARLIER_PHOTO]),
          author: 'Someone else',
        }),
      },
    ],
    history: [logEntry()],
    ...overrides,
  };
}

interface Answers {
  queue?: (cursor: string | undefined) => unknown;
  log?: (cursor: string | undefined) => unknown;
}

function mockApi({ queue, log }: Answers) {
  const get = mockGet({
    ...(queue && { '/moderation/queue': (params) => queue(params?.cursor) }),
    ...(log && { '/moderation/log': (params) => log(params?.cursor) }),
  });
  const post = jest.spyOn(apiClient, 'post');
  return { get, post };
}

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/moderation']}>
      <ModerationPage />
    </MemoryRouter>,
  );
}

afterEach(() => {
  jest.restoreAllMocks();
  session.reset();
});

describe('/moderation', () => {
  it('is an exposed module of remote-account', () => {
    expect(remoteInfo.name).toBe('remote-account');
  });

  it('shows each case: the comment, its state, reports, author history, photo matches and history', async () => {
    mockApi({ queue: () => ({ content: [moderationCase()], nextCursor: null }) });
    renderPage();

    const card = await screen.findByRole('article', { name: /Campbell Parade/ });
    expect(within(card).getByText('“Call Bob on 0412 345 678, he rents it cheap”')).toBeVisible();
    expect(within(card).getByTestId('case-status')).toHaveTextContent('Held');
    expect(within(card).getByText('Held for: Personal information, Reused photo')).toBeVisible();
    expect(within(card).getByText('Apartment')).toBeVisible();
    expect(within(card).getByText(/Unit 12B/)).toBeVisible();

    // Held: the public route answers 404 for its photos; the signed addresses are used.
    const photo = within(card).getByRole('link', { name: 'Open photo 1 full size' });
    expect(photo).toHaveAttribute('href', SIGNED);
    expect(photo).toHaveAttribute('target', '_blank');
    expect(within(photo).getByRole('img')).toHaveAttribute('src', SIGNED_THUMB);

    const report = within(card).getByTestId('open-report');
    expect(within(card).getByRole('heading', { name: 'Open reports (1)' })).toBeVisible();
    expect(report).toHaveTextContent('Spam or scam: Same photos are on a listing in Perth');
    expect(report).toHaveTextContent('by Grace Hopper');

    const history = within(card).getByTestId('author-history');
    expect(card).toHaveTextContent('Mallory Jones');
    expect(card).toHaveTextContent('mallory@example.com');
    expect(within(history).getByText('Comments').nextSibling).toHaveTextContent('7');
    expect(within(history).getByText('Hidden').nextSibling).toHaveTextContent('2');
    expect(within(history).getByText('Reports received').nextSibling).toHaveTextContent('5');
    expect(within(history).getByText('Joined')).toBeVisible();

    const match = within(card).getByTestId('photo-match');
    expect(within(match).getByRole('link', { name: /^This photo/ })).toHaveAttribute(
      'href',
      SIGNED,
    );
    expect(within(match).getByRole('link', { name: /^Earlier photo/ })).toHaveAttribute(
      'href',
      `/api/file-storage/files/${EARLIER_PHOTO}`,
    );
    expect(match).toHaveTextContent('Distance 3 · 3,280 m apart');
    expect(match).toHaveTextContent('Earlier comment at Hay Street, Perth WA 6000, Australia');
    expect(within(match).getByRole('link', { name: 'View the earlier comment' })).toHaveAttribute(
      'href',
      `/places/${EARLIER}`,
    );

    expect(within(card).getByTestId('case-history')).toHaveTextContent(
      'RentMap · Held: Personal information',
    );

    // Held with a report: it can be hidden, published or the reports dismissed.
    expect(
      within(card)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Hide', 'Publish', 'Dismiss']);
  });

  it('offers only the decisions that change something', async () => {
    mockApi({
      queue: () => ({
        content: [
          moderationCase({
            comment: comment(),
            status: 'published',
            holdReasons: [],
            photoMatches: [],
          }),
          moderationCase({
            comment: comment({ id: ID_2 }),
            status: 'hidden',
            holdReasons: [],
            openReports: [],
            reviewRequested: true,
          }),
        ],
        nextCursor: null,
      }),
    });
    renderPage();
    const [published, hidden] = await screen.findAllByTestId('moderation-case');
    const names = (card: HTMLElement) =>
      within(card)
        .getAllByRole('button')
        .map((button) => button.textContent);
    expect(names(published!)).toEqual(['Hide', 'Dismiss']);
    // Published: its photos come from the public route.
    expect(
      within(published!).getByRole('link', { name: 'Open photo 1 full size' }),
    ).toHaveAttribute('href', `/api/file-storage/files/${PHOTO}`);
    expect(names(hidden!)).toEqual(['Publish', 'Dismiss']);
    expect(hidden).toHaveTextContent('The author asked for a review');
  });

  it("shows a case's notices: who filed and as what, why, the passage, the answer, an edit since", async () => {
    const notice = (overrides: Partial<CaseNotice> = {}): CaseNotice => ({
      id: '44444444-4444-4444-8444-444444444444',
      role: 'landlord',
      reason: 'identifies-a-person',
      quote: 'Call Bob',
      explanation: 'Bob is my tenant; his number is private.',
      createdAt: '2026-11-21T08:00:00.000Z',
      status: 'open',
      decidedAt: null,
      answer: 'He gave me the number to share.',
      answeredAt: '2026-11-21T12:00:00.000Z',
      filer: 'Grace Hopper',
      editedAt: '2026-11-22T08:00:00.000Z',
      quoteInText: false,
      ...overrides,
    });
    mockApi({
      queue: () => ({
        content: [
          moderationCase({
            comment: comment({ underReview: true }),
            status: 'published',
            holdReasons: [],
            openReports: [],
            photoMatches: [],
            notices: [
              notice(),
              notice({
                id: '55555555-5555-4555-8555-555555555555',
                role: 'agent',
                reason: 'untrue-statement-of-fact',
                quote: 'he rents it cheap',
                explanation: 'The rent is the market rent.',
                status: 'dismissed',
                decidedAt: '2026-11-20T08:00:00.000Z',
                answer: null,
                answeredAt: null,
                filer: 'Alan Turing',
                editedAt: null,
                quoteInText: true,
              }),
            ],
          }),
        ],
        nextCursor: null,
      }),
    });
    renderPage();

    const card = await screen.findByRole('article', { name: /Campbell Parade/ });
    expect(within(card).getByRole('heading', { level: 3, name: 'Notices (2)' })).toBeVisible();
    const [open, dismissed] = within(card).getAllByTestId('case-notice') as [
      HTMLElement,
      HTMLElement,
    ];
    expect(open).toHaveTextContent('Grace Hopper, landlord · Names or identifies a person');
    expect(within(open).getByTestId('notice-status')).toHaveTextContent('Open');
    expect(open.querySelector('blockquote')).toHaveTextContent('“Call Bob”');
    expect(within(open).getByText('The passage is no longer in the comment')).toBeVisible();
    expect(within(open).getByText('Bob is my tenant; his number is private.')).toBeVisible();
    expect(within(open).getByTestId('notice-answer')).toHaveTextContent(
      /^He gave me the number to share\. · answered /,
    );
    expect(within(open).getByText(/^Edited after the notice on /)).toBeVisible();

    expect(dismissed).toHaveTextContent('Alan Turing, agent · States something untrue as fact');
    expect(within(dismissed).getByTestId('notice-status')).toHaveTextContent(
      'Dismissed: comment kept',
    );
    expect(within(dismissed).queryByText('The passage is no longer in the comment')).toBeNull();
    expect(within(dismissed).getByTestId('notice-answer')).toHaveTextContent('No answer yet');
    expect(within(dismissed).queryByText(/^Edited after the notice/)).toBeNull();

    // Published with an open notice and nothing else: it can be hidden, or kept (Dismiss).
    expect(
      within(card)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Hide', 'Dismiss']);
  });

  it('has no notices part for a case without notices', async () => {
    mockApi({ queue: () => ({ content: [moderationCase({ notices: [] })], nextCursor: null }) });
    renderPage();
    const card = await screen.findByRole('article', { name: /Campbell Parade/ });
    expect(within(card).queryByRole('heading', { name: /^Notices/ })).toBeNull();
    expect(within(card).queryByTestId('case-notice')).toBeNull();
  });

  it('a decision asks for a reason first, sends it, and updates the case in place', async () => {
    const hiddenCase = moderationCase({
      status: 'hidden',
      openReports: [],
      history: [
        logEntry({
          id: 'log-2',
          action: 'hide',
          actor: { id: 'm1', name: 'Moderator Mo' },
          reason: 'Personal phone number',
          fromStatus: 'held',
          toStatus: 'hidden',
        }),
        logEntry(),
      ],
    });
    const { post } = mockApi({
      queue: () => ({ content: [moderationCase()], nextCursor: null }),
    });
    post.mockResolvedValue(ok(hiddenCase));
    renderPage();

    const hide = await screen.findByRole('button', { name: /^Hide the comment on Campbell/ });
    await userEvent.click(hide);
    const dialog = screen.getByRole('dialog', { name: 'Hide this comment?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    expect(reason).toHaveFocus();

    await userEvent.type(reason, '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide comment' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Give a reason.');
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(post).not.toHaveBeenCalled();

    await userEvent.clear(reason);
    await userEvent.type(reason, ' Personal phone number ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide comment' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(post).toHaveBeenCalledWith(`/moderation/comments/${ID_1}/actions`, {
      decision: 'hide',
      reason: 'Personal phone number',
    });
    const card = screen.getByTestId('moderation-case');
    expect(within(card).getByTestId('case-status')).toHaveTextContent('Hidden');
    expect(within(card).getByTestId('case-history')).toHaveTextContent(
      'Moderator Mo · Hid (Held → Hidden): Personal phone number',
    );
    expect(screen.getByRole('status')).toHaveTextContent('The comment is hidden.');
    expect(
      within(card)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Publish']);
  });

  it("keeps the dialog open with the API's message when the decision is refused", async () => {
    const { post } = mockApi({ queue: () => ({ content: [moderationCase()], nextCursor: null }) });
    post.mockRejectedValue(apiError(403, 'FORBIDDEN', 'Moderators only.'));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /^Dismiss the comment/ }));
    const dialog = screen.getByRole('dialog', { name: 'Dismiss the reports?' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Not spam');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dismiss reports' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Moderators only.');
    expect(post).toHaveBeenCalledWith(`/moderation/comments/${ID_1}/actions`, {
      decision: 'dismiss',
      reason: 'Not spam',
    });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      within(screen.getByTestId('moderation-case')).getByTestId('case-status'),
    ).toHaveTextContent('Held');
  });

  it('loads the next page of the queue with its cursor', async () => {
    const { get } = mockApi({
      queue: (cursor) =>
        cursor === 'next-1'
          ? { content: [moderationCase({ comment: comment({ id: ID_2 }) })], nextCursor: null }
          : { content: [moderationCase()], nextCursor: 'next-1' },
    });
    renderPage();
    expect(await screen.findAllByTestId('moderation-case')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('moderation-case')).toHaveLength(2));
    expect(get).toHaveBeenCalledWith('/moderation/queue', { params: { cursor: 'next-1' } });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says when there is nothing to moderate, and shows why the queue did not load', async () => {
    mockApi({ queue: () => ({ content: [], nextCursor: null }) });
    const { unmount } = renderPage();
    expect(await screen.findByText(/Nothing to moderate/)).toBeVisible();
    unmount();
    jest.restoreAllMocks();

    jest.spyOn(apiClient, 'get').mockRejectedValue(apiError(403, 'FORBIDDEN', 'Moderators only.'));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Moderators only.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('the Audit log tab lists every action, newest first, a page at a time', async () => {
    const { get } = mockApi({
      queue: () => ({ content: [], nextCursor: null }),
      log: (cursor) =>
        cursor
          ? { content: [logEntry({ id: 'log-0' })], nextCursor: null }
          : {
              content: [
                logEntry({
                  id: 'log-2',
                  action: 'appoint-moderator',
                  actor: { id: 'm1', name: 'Moderator Mo' },
                  commentId: null,
                  targetUserId: 'u2',
                  toStatus: null,
                }),
                logEntry({
                  id: 'log-1',
                  action: 'hide',
                  actor: { id: 'm1', name: 'Moderator Mo' },
                  reason: 'Abusive',
                  fromStatus: 'published',
                  toStatus: 'hidden',
                }),
              ],
              nextCursor: 'c2',
            },
    });
    renderPage();
    const tab = screen.getByRole('tab', { name: 'Audit log' });
    await userEvent.click(tab);
    expect(tab).toHaveAttribute('aria-selected', 'true');
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Moderator MoAppointed a moderator');
    expect(rows[1]).toHaveTextContent('Hid (Published → Hidden)');
    expect(rows[1]).toHaveTextContent('Abusive');
    expect(within(rows[1]!).getByRole('link')).toHaveAttribute('href', `/places/${ID_1}`);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    expect(get).toHaveBeenCalledWith('/moderation/log', { params: { cursor: 'c2' } });
  });

  it('tabs move with the arrow keys', async () => {
    mockApi({
      queue: () => ({ content: [], nextCursor: null }),
      log: () => ({ content: [], nextCursor: null }),
    });
    renderPage();
    screen.getByRole('tab', { name: 'Queue' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Appoint a moderator' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Appoint a moderator');
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Queue' })).toHaveAttribute('aria-selected', 'true');
  });

  it('appoints a moderator by email, and says why when it cannot', async () => {
    const { post } = mockApi({ queue: () => ({ content: [], nextCursor: null }) });
    renderPage();
    await userEvent.click(screen.getByRole('tab', { name: 'Appoint a moderator' }));
    const email = screen.getByRole('textbox', { name: 'Email address' });
    const appoint = screen.getByRole('button', { name: 'Appoint' });

    await userEvent.click(appoint);
    expect(screen.getByRole('alert')).toHaveTextContent('Email address is required');
    expect(post).not.toHaveBeenCalled();

    post.mockResolvedValueOnce(ok({ appointed: true }));
    await userEvent.type(email, 'grace@example.com');
    await userEvent.click(appoint);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'grace@example.com is now a moderator.',
    );
    expect(post).toHaveBeenCalledWith('/moderation/moderators', { email: 'grace@example.com' });
    expect(email).toHaveValue('');

    post.mockRejectedValueOnce(apiError(404, 'NOT_FOUND', 'No account has this email address.'));
    await userEvent.type(email, 'nobody@example.com');
    await userEvent.click(appoint);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No account has this email address.',
    );
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});
