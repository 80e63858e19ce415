/** Comment Details of a comment that is not published, as its author opens it. */
import { render, screen, within } from '@testing-library/react';
import { act } from 'react';
import { apiClient, session, tokenService, type CommentModeration } from 'shared';
import { okResponse, savedMarker } from '../../../../test/api-mocks';
import { CommentDetailsDialog } from './comment-details-dialog';

const PHOTO = 'd'.repeat(32);

function moderation(overrides: Partial<CommentModeration>): CommentModeration {
  return { status: 'held', holdReasons: [], reason: null, reviewRequested: false, ...overrides };
}

beforeEach(async () => {
  session.reset();
  jest.spyOn(apiClient, 'get').mockResolvedValue(okResponse({ tileUrl: 'https://t/{z}/{x}/{y}' }));
  await session.loadConfig();
  act(() => {
    tokenService.setSession({ accessToken: 'fake-access', refreshToken: 'fake-refresh' });
  });
});

afterEach(() => {
  jest.restoreAllMocks();
  tokenService.clear();
});

describe('Comment Details of a comment that is not published', () => {
  it("says it was hidden by moderation, with the moderator's reason, and offers no link to share", () => {
    const hidden = savedMarker({
      byMe: true,
      moderation: moderation({ status: 'hidden', reason: 'Names a private person' }),
    });
    render(<CommentDetailsDialog marker={hidden} onClose={jest.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Comment Details' });

    expect(dialog).toHaveTextContent('Hidden by moderation: Names a private person');
    expect(within(dialog).queryByText(/Awaiting moderation/)).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Share' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Report' })).toBeNull();
  });

  it('says it awaits moderation, and why', () => {
    const held = savedMarker({
      byMe: true,
      moderation: moderation({ holdReasons: ['reused-photo'] }),
    });
    render(<CommentDetailsDialog marker={held} onClose={jest.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Comment Details' });

    expect(within(dialog).getByText('Awaiting moderation')).toBeInTheDocument();
    expect(dialog).toHaveTextContent(
      'Your comment is awaiting moderation: a photo matches one published elsewhere',
    );
  });

  it('shows its photos from the signed addresses its payload carries (the public route answers 404)', async () => {
    const held = savedMarker({
      byMe: true,
      photoUrls: JSON.stringify([`${PHOTO}.jpg`]),
      moderation: moderation({
        holdReasons: ['personal-information'],
        photos: [
          {
            name: `${PHOTO}.jpg`,
            url: `/api/file-storage/signed/${PHOTO}.jpg?sig=abc`,
            thumbnailUrl: `/api/file-storage/signed/${PHOTO}-thumb.jpg?sig=def`,
          },
        ],
      }),
    });
    render(<CommentDetailsDialog marker={held} onClose={jest.fn()} />);
    const photos = within(await screen.findByRole('region', { name: 'Photos' })).getAllByRole(
      'img',
    );
    expect(photos.map((img) => img.getAttribute('src'))).toEqual([
      `/api/file-storage/signed/${PHOTO}-thumb.jpg?sig=def`,
    ]);
  });

  it('says it is scheduled and when it will be published, and offers no link to share', () => {
    const scheduled = savedMarker({
      byMe: true,
      moderation: moderation({
        status: 'scheduled',
        schedule: { publishAt: '2027-03-04T12:00:00.000Z' },
      }),
    });
    render(<CommentDetailsDialog marker={scheduled} onClose={jest.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Comment Details' });

    expect(within(dialog).getByText('Scheduled')).toBeInTheDocument();
    expect(within(dialog).getByText('It will be published on March 4, 2027.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Share' })).toBeNull();
  });

  it('says a comment waiting for its author to move out waits for "I have moved out"', () => {
    const waiting = savedMarker({
      byMe: true,
      moderation: moderation({ status: 'scheduled', schedule: { publishAt: null } }),
    });
    render(<CommentDetailsDialog marker={waiting} onClose={jest.fn()} />);
    expect(
      screen.getByText('It will be published when you choose "I have moved out".'),
    ).toBeInTheDocument();
  });

  it('a published comment has no banner, and a reader who did not write it may report it', () => {
    render(<CommentDetailsDialog marker={savedMarker({ byMe: false })} onClose={jest.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Comment Details' });
    expect(within(dialog).queryByText(/moderation/i)).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Report' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Share' })).toBeInTheDocument();
  });
});
