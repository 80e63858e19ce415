import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import {
  DataProvider,
  apiClient,
  createQueryClient,
  useComment,
  type SavedMarkerComment,
} from 'shared';
import { failureBody, httpError, okResponse, savedMarker } from '../../test/api-mocks';
import { LOAD_TEXTS } from './texts';

const A = savedMarker({ id: '00000000-0000-4000-8000-00000000000a', region: 'Bondi' });
const B = savedMarker({ id: '00000000-0000-4000-8000-00000000000b', region: 'Manly' });

/** The API's one-comment route: each call answers with the next of `answers`. */
function serve(...answers: ((id: string) => unknown)[]) {
  const get = jest.spyOn(apiClient, 'get');
  for (const answer of answers) {
    get.mockImplementationOnce(async (url: string) => {
      const id = /^\/marker\/marker-comments\/([^/]+)$/.exec(url)?.[1];
      if (!id) throw new Error(`unexpected GET ${url}`);
      return answer(id);
    });
  }
  return get;
}
const found = (id: string) => okResponse([A, B].find((marker) => marker.id === id));

/** The hook as the list and Details use it, with a cache of its own (no retries). */
function renderLoad(id: string | null, known: SavedMarkerComment | null = null) {
  const client = createQueryClient();
  return renderHook(
    (props: { id: string | null }) =>
      useComment(props.id, { known, failed: LOAD_TEXTS.loadFailed }),
    {
      initialProps: { id },
      wrapper: ({ children }: { children: ReactNode }) => (
        <DataProvider client={client}>{children}</DataProvider>
      ),
    },
  );
}

describe('useComment', () => {
  it('asks for nothing without an id', () => {
    const get = serve();
    const { result } = renderLoad(null);
    expect(result.current.load).toEqual({ status: 'idle' });
    expect(get).not.toHaveBeenCalled();
  });

  it('loads the comment by id, with the token when signed in (public; it says likedByMe)', async () => {
    const get = serve(found);
    const { result } = renderLoad(A.id);
    expect(result.current.load).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current.load).toEqual({ status: 'ready', comment: A }));
    expect(get).toHaveBeenCalledWith(
      `/marker/marker-comments/${A.id}`,
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
  });

  it('asks nothing for a comment the page already holds', () => {
    const get = serve();
    const { result } = renderLoad(A.id, A);
    expect(result.current.load).toEqual({ status: 'ready', comment: A });
    expect(get).not.toHaveBeenCalled();
  });

  it('tells a comment that does not exist (404, or an id the API refuses) from a failure', async () => {
    serve(
      () => Promise.reject(httpError(404, { success: false, code: 'NOT_FOUND' })),
      () => Promise.reject(httpError(400, { success: false, code: 'VALIDATION_ERROR' })),
    );
    const { result, rerender } = renderLoad(A.id);
    await waitFor(() => expect(result.current.load).toMatchObject({ status: 'missing' }));
    rerender({ id: 'not-a-uuid' });
    expect(result.current.load).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current.load).toMatchObject({ status: 'missing' }));
  });

  it("says the API's words for a failure, else its own, and tries again on request", async () => {
    serve(
      () => Promise.reject(httpError(500, { success: false, message: 'Database down' })),
      () => failureBody(),
      found,
    );
    const { result } = renderLoad(A.id);
    await waitFor(() =>
      expect(result.current.load).toEqual({ status: 'error', message: 'Database down' }),
    );
    act(() => result.current.retry());
    expect(result.current.load).toEqual({ status: 'loading' });
    await waitFor(() =>
      expect(result.current.load).toEqual({
        status: 'error',
        message: 'The comment could not be loaded.',
      }),
    );
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.load).toEqual({ status: 'ready', comment: A }));
  });

  it('never shows the old comment for a new id, and drops the answer for the old one', async () => {
    let answerA: (value: unknown) => void = () => undefined;
    const get = serve(
      () =>
        new Promise((resolve) => {
          answerA = resolve;
        }),
      found,
    );
    const { result, rerender } = renderLoad(A.id);
    rerender({ id: B.id });
    expect(result.current.load).toEqual({ status: 'loading' });
    const firstSignal = (get.mock.calls[0]?.[1] as { signal: AbortSignal }).signal;
    expect(firstSignal.aborted).toBe(true);
    await waitFor(() => expect(result.current.load).toEqual({ status: 'ready', comment: B }));
    await act(async () => answerA(okResponse(A)));
    expect(result.current.load).toEqual({ status: 'ready', comment: B });
  });
});
