import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LikeButton, apiClient, bus, tokenService, type BusEvents } from 'shared';
import { httpError, okResponse, savedMarker } from '../../test/api-mocks';
import { signIn } from '../testing/session';

const likePath = (id: string) => `/marker/marker-comments/${id}/like`;

afterEach(() => {
  jest.restoreAllMocks();
  tokenService.clear();
});

describe('LikeButton', () => {
  it('signed out: disabled with the sign-in hint, and a click asks the host to offer sign-in', async () => {
    const put = jest.spyOn(apiClient, 'put');
    const asked: BusEvents['auth:required'][] = [];
    const subscription = bus.on('auth:required').subscribe((event) => asked.push(event));
    render(<LikeButton comment={savedMarker({ likeCount: 2 })} />);

    const like = screen.getByRole('button', { name: 'Like', pressed: false });
    expect(like).toHaveAttribute('aria-disabled', 'true');
    expect(like).toHaveAttribute('title', 'Please sign in to like this location');
    expect(like).toHaveAccessibleDescription('2 likes');
    await userEvent.click(like);

    expect(asked).toEqual([{ reason: 'Please sign in to like this location' }]);
    expect(put).not.toHaveBeenCalled();
    subscription.unsubscribe();
  });

  it('likes at once, in the card and in Details alike, and keeps the count the API answers', async () => {
    signIn();
    const comment = savedMarker({ likeCount: 2, likedByMe: false });
    const put = jest
      .spyOn(apiClient, 'put')
      .mockResolvedValue(okResponse({ likeCount: 3, likedByMe: true }));
    render(
      <>
        <LikeButton comment={comment} />
        <LikeButton comment={comment} />
      </>,
    );

    const [card, details] = screen.getAllByRole('button', { name: 'Like' });
    expect(card).toHaveAttribute('title', 'Like this location');
    await userEvent.click(card!);

    expect(put).toHaveBeenCalledWith(likePath(comment.id), undefined);
    await waitFor(() => expect(details).toHaveAttribute('aria-pressed', 'true'));
    expect(card).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByTestId('like-count').map((n) => n.textContent)).toEqual(['3', '3']);
    expect(details).toHaveAccessibleDescription('3 likes');
  });

  it('unlikes, and puts the like back with a message when the API refuses', async () => {
    signIn();
    const comment = savedMarker({ likeCount: 1, likedByMe: true });
    let fail: (error: unknown) => void = () => undefined;
    const remove = jest
      .spyOn(apiClient, 'delete')
      .mockReturnValue(new Promise((_, reject) => (fail = reject)));
    render(<LikeButton comment={comment} />);

    const like = screen.getByRole('button', { name: 'Like', pressed: true });
    await userEvent.click(like);
    expect(remove).toHaveBeenCalledWith(likePath(comment.id), undefined);
    expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('like-count')).toHaveTextContent('0');

    await act(async () => fail(httpError(500, { success: false, message: 'Down' })));
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('like-count')).toHaveTextContent('1');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your like could not be saved. Please try again.',
    );
  });
});
