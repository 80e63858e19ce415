import { act, renderHook } from '@testing-library/react';
import { bus } from '../bus/bus';
import { api } from '../auth/api';
import { ApiError } from '../http/api-error';
import { useSession } from '../session/use-session';
import { TEXTS } from '../texts';
import { deferred } from '../../test/fixtures';
import { likeCountText, useCommentLike } from './use-comment-like';

// The page's client is a stand-in; `call` is the real one, sending through it.
jest.mock('../auth/api', () => {
  const { callRoute } = jest.requireActual<typeof import('../http/call')>('../http/call');
  const api = { put: jest.fn(), delete: jest.fn() };
  return {
    api,
    call: (...args: unknown[]) => (callRoute as (...all: unknown[]) => unknown)(api, ...args),
  };
});
jest.mock('../session/use-session', () => ({ useSession: jest.fn() }));

const put = api.put as jest.Mock;
const del = api.delete as jest.Mock;
const session = useSession as jest.Mock;

let sequence = 0;
/** A comment of its own per test: the page-wide store remembers what a test changed. */
const aComment = (likeCount = 2, likedByMe = false) => ({
  id: `7d6c3a1e-0000-4000-8000-${String((sequence += 1)).padStart(12, '0')}`,
  likeCount,
  likedByMe,
});
const signedIn = () =>
  session.mockReturnValue({ isAuthenticated: true, user: { email: 'ann@example.com' } });

afterEach(() => {
  put.mockReset();
  del.mockReset();
});

it('signed out: shows the count, not liked, and asks to sign in instead of sending', () => {
  session.mockReturnValue({ isAuthenticated: false, user: null });
  const asked: string[] = [];
  const subscription = bus.on('auth:required').subscribe(({ reason }) => asked.push(reason));
  const { result } = renderHook(() => useCommentLike(aComment(3, true)));

  expect(result.current).toMatchObject({ likeCount: 3, likedByMe: false, canLike: false });
  act(() => result.current.toggle());

  expect(asked).toEqual([TEXTS.map.signInToLike]);
  expect(put).not.toHaveBeenCalled();
  subscription.unsubscribe();
});

it('likes at once in every place that shows the comment, then keeps the API answer', async () => {
  signedIn();
  const answer = deferred<{ likeCount: number; likedByMe: boolean }>();
  put.mockReturnValue(answer.promise);
  const comment = aComment(2, false);
  const card = renderHook(() => useCommentLike(comment));
  const popup = renderHook(() => useCommentLike({ ...comment }));

  act(() => card.result.current.toggle());

  expect(put).toHaveBeenCalledWith(`/marker/marker-comments/${comment.id}/like`);
  expect(card.result.current).toMatchObject({ likeCount: 3, likedByMe: true });
  expect(popup.result.current).toMatchObject({ likeCount: 3, likedByMe: true });

  // Someone else liked it meanwhile: the answer's count wins.
  await act(async () => answer.resolve({ likeCount: 4, likedByMe: true }));
  expect(popup.result.current).toMatchObject({ likeCount: 4, likedByMe: true });

  // Mounted later (Details opened from the card) with the list's older payload.
  const details = renderHook(() => useCommentLike(comment));
  expect(details.result.current).toMatchObject({ likeCount: 4, likedByMe: true });
});

it('unlikes, and puts every place back with an error when the API refuses', async () => {
  signedIn();
  del.mockRejectedValue(new Error('offline'));
  const comment = aComment(5, true);
  const card = renderHook(() => useCommentLike(comment));
  const details = renderHook(() => useCommentLike(comment));

  act(() => card.result.current.toggle());
  expect(details.result.current).toMatchObject({ likeCount: 4, likedByMe: false });

  await act(async () => {});
  expect(card.result.current).toMatchObject({
    likeCount: 5,
    likedByMe: true,
    error: TEXTS.markers.likeFailed,
  });
  expect(details.result.current).toMatchObject({ likeCount: 5, likedByMe: true });
});

it("says in the API's words what the person can act on (verify the email first)", async () => {
  signedIn();
  put.mockRejectedValue(
    new ApiError({
      status: 403,
      code: 'EMAIL_NOT_VERIFIED',
      message: TEXTS.markers.likeNeedsVerifiedEmail,
    }),
  );
  const comment = aComment(2, false);
  const card = renderHook(() => useCommentLike(comment));

  act(() => card.result.current.toggle());
  await act(async () => {});
  expect(card.result.current).toMatchObject({
    likeCount: 2,
    likedByMe: false,
    error: TEXTS.markers.likeNeedsVerifiedEmail,
  });
});

it('a late answer never undoes a newer click', async () => {
  signedIn();
  const first = deferred<{ likeCount: number; likedByMe: boolean }>();
  put.mockReturnValue(first.promise);
  del.mockReturnValue(new Promise(() => undefined));
  const { result } = renderHook(() => useCommentLike(aComment(0, false)));

  act(() => result.current.toggle());
  act(() => result.current.toggle());
  expect(result.current).toMatchObject({ likeCount: 0, likedByMe: false });

  await act(async () => first.resolve({ likeCount: 1, likedByMe: true }));
  expect(result.current).toMatchObject({ likeCount: 0, likedByMe: false });
});

it('forgets what a user changed when they sign out: the next person starts from the payload', async () => {
  signedIn();
  put.mockResolvedValue({ likeCount: 1, likedByMe: true });
  const comment = aComment(0, false);
  const card = renderHook(() => useCommentLike(comment));
  act(() => card.result.current.toggle());
  await act(async () => {});
  expect(card.result.current).toMatchObject({ likeCount: 1, likedByMe: true });

  session.mockReturnValue({ isAuthenticated: false, user: null });
  card.rerender();
  session.mockReturnValue({ isAuthenticated: true, user: { email: 'bob@example.com' } });
  card.rerender();
  expect(card.result.current).toMatchObject({ likeCount: 0, likedByMe: false });
});

it('says the count in words', () => {
  expect(likeCountText(0)).toBe('0 likes');
  expect(likeCountText(1)).toBe('1 like');
  expect(likeCountText(12)).toBe('12 likes');
});
