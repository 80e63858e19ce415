import { useCallback, useEffect, useRef, useState } from 'react';
import type { InfiniteData } from '@tanstack/react-query';
import {
  apiErrorCode,
  bus,
  call,
  deleteComment,
  errorText,
  itemsOfPages,
  useCursorPages,
  useDataClient,
  type Checklist,
  type MyCommentsPage,
  type OwnComment,
  type OwnNotice,
  type RepairAnswerPayload,
  type SavedMarkerComment,
} from 'shared';
import type { NotReady } from '../../components/use-loaded';
import { MY_COMMENTS_UI } from './texts';

export type MyComments =
  | NotReady
  | {
      status: 'ready';
      comments: OwnComment[];
      total: number;
      hasMore: boolean;
      loadingMore: boolean;
      loadMore: () => void;
      remove: (id: string) => Promise<void>;
      /** Asks once for a hidden comment to be looked at again. */
      requestReview: (id: string) => Promise<void>;
      /** Publishes a scheduled comment now ("I have moved out", "Publish now"). */
      publishNow: (id: string) => Promise<void>;
      /** Answers a notice on the comment `id`, once; the notice shows the answer. */
      answerNotice: (id: string, noticeId: string, answer: string) => Promise<void>;
      /** Answers "Was it fixed?" for the item `item` of the comment `id`'s checklist. */
      answerRepair: (id: string, item: string, answer: RepairAnswerPayload) => Promise<void>;
    };

type Pages = InfiniteData<MyCommentsPage, string | null>;

/** The pages with `change` made to each comment (then an empty page left as it is). */
function mapComments(
  pages: Pages | undefined,
  change: (comments: OwnComment[]) => OwnComment[],
): Pages | undefined {
  return (
    pages && {
      ...pages,
      pages: pages.pages.map((page) => ({ ...page, content: change(page.content) })),
    }
  );
}

/**
 * The pages with `comment` in place of the one of its id. It is an answer of another route
 * (review, publication), which carries no notices: the list's stay.
 */
function replaced(pages: Pages | undefined, comment: SavedMarkerComment): Pages | undefined {
  return mapComments(pages, (comments) =>
    comments.map((old) => (old.id === comment.id ? { ...comment, notices: old.notices } : old)),
  );
}

/** The pages with the notice `notice.id` on the comment `id` as `notice` now stands. */
function withNotice(pages: Pages | undefined, id: string, notice: OwnNotice): Pages | undefined {
  return mapComments(pages, (comments) =>
    comments.map((comment) =>
      comment.id === id
        ? {
            ...comment,
            notices: comment.notices?.map((old) => (old.id === notice.id ? notice : old)),
          }
        : comment,
    ),
  );
}

/** The pages with the comment `id`'s checklist as `checklist` now stands. */
function withChecklist(
  pages: Pages | undefined,
  id: string,
  checklist: Checklist,
): Pages | undefined {
  return mapComments(pages, (comments) =>
    comments.map((comment) => (comment.id === id ? { ...comment, checklist } : comment)),
  );
}

/** The pages after `id` went: the total counts it only if it was shown. */
function without(pages: Pages | undefined, id: string): Pages | undefined {
  if (!pages?.pages.some((page) => page.content.some((comment) => comment.id === id))) {
    return pages;
  }
  return (
    pages && {
      ...pages,
      pages: pages.pages.map((page) => ({
        ...page,
        content: page.content.filter((comment) => comment.id !== id),
        totalElements: Math.max(0, page.totalElements - 1),
      })),
    }
  );
}

/**
 * The signed-in user's comments in the page's cache. Not under the comment lists that the bus
 * makes stale: the list follows an edit or a delete itself, at once (below), as its author
 * made it, and is read afresh each time the page is shown.
 */
const MY_COMMENTS_KEY = ['my-comments'];

/** A page of the list (module-level, so that the list reads each once). */
const loadPage = (cursor: string | null) => call('myComments', cursor ? { query: { cursor } } : {});

/**
 * The signed-in user's comments, newest first, a page at a time (GET /api/users/me/comments,
 * keyset by cursor). An edit made in the Edit Comment dialog ('marker:changed') replaces the
 * comment in place and a delete ('marker:deleted', from here or anywhere) removes it at once;
 * an answer to a notice shows on the notice, and one to "Was it fixed?" on the checklist.
 * A failed "Load more" shows as the list's failure, with its "Try again".
 */
export function useMyComments(enabled: boolean): MyComments {
  const client = useDataClient();
  const pages = useCursorPages({
    queryKey: MY_COMMENTS_KEY,
    page: loadPage,
    enabled,
    staleTime: 0,
  });
  const [retrying, setRetrying] = useState(false);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const setPages = useCallback(
    (update: (current: Pages | undefined) => Pages | undefined) =>
      client.setQueryData<Pages>(MY_COMMENTS_KEY, update),
    [client],
  );

  useEffect(() => {
    const changed = bus.on('marker:changed').subscribe(({ marker }) => {
      setPages((current) =>
        mapComments(current, (comments) =>
          comments.map((comment) =>
            comment.id === marker.id ? { ...comment, ...marker } : comment,
          ),
        ),
      );
    });
    const deleted = bus
      .on('marker:deleted')
      .subscribe(({ id }) => setPages((current) => without(current, id)));
    return () => {
      changed.unsubscribe();
      deleted.unsubscribe();
    };
  }, [setPages]);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  const loadMore = useCallback(() => {
    if (!hasNextPage || isFetchingNextPage) return;
    void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const retry = useCallback(() => {
    setRetrying(true);
    void client.resetQueries({ queryKey: MY_COMMENTS_KEY }).finally(() => {
      if (alive.current) setRetrying(false);
    });
  }, [client]);

  const remove = deleteComment;

  const requestReview = useCallback(
    async (id: string) => {
      try {
        const comment = await call('requestCommentReview', { params: { id } });
        setPages((current) => replaced(current, comment));
      } catch (error) {
        // Asked already (another tab, an earlier visit): the comment says so, as if just asked.
        if (apiErrorCode(error) !== 'REVIEW_ALREADY_REQUESTED') throw error;
        setPages((current) =>
          mapComments(current, (comments) =>
            comments.map((comment) =>
              comment.id === id && comment.moderation
                ? { ...comment, moderation: { ...comment.moderation, reviewRequested: true } }
                : comment,
            ),
          ),
        );
      }
    },
    [setPages],
  );

  const publishNow = useCallback(
    async (id: string) => {
      try {
        const comment = await call('changeCommentPublication', {
          params: { id },
          body: { publish: 'now' },
        });
        setPages((current) => replaced(current, comment));
        // Public now: the map and the list show it without a reload.
        bus.emit('marker:saved', { marker: comment });
      } catch (error) {
        // Published already (its date came, or another tab): the comment says so, as if just done.
        if (apiErrorCode(error) !== 'ALREADY_PUBLISHED') throw error;
        setPages((current) =>
          mapComments(current, (comments) =>
            comments.map((comment) =>
              comment.id === id ? { ...comment, moderation: undefined } : comment,
            ),
          ),
        );
      }
    },
    [setPages],
  );

  const answerNotice = useCallback(
    async (id: string, noticeId: string, answer: string) => {
      const notice = await call('answerCommentNotice', {
        params: { id, noticeId },
        body: { answer },
      });
      setPages((current) => withNotice(current, id, notice));
    },
    [setPages],
  );

  const answerRepair = useCallback(
    async (id: string, item: string, answer: RepairAnswerPayload) => {
      // The answer is the whole checklist as its author sees it: it replaces the comment's.
      const checklist = await call('answerRepairFollowUp', { params: { id, item }, body: answer });
      setPages((current) => withChecklist(current, id, checklist));
    },
    [setPages],
  );

  // A failed first read or a failed "Load more" (the list's failure either way).
  const failed = pages.error && !pages.isFetching && !retrying;
  if (failed) {
    return { status: 'error', message: errorText(pages.error, MY_COMMENTS_UI.loadFailed), retry };
  }
  if (pages.data === undefined || retrying) return { status: 'loading' };
  const loaded = pages.data.pages;
  return {
    status: 'ready',
    comments: itemsOfPages(loaded, (comment) => comment.id),
    total: loaded[loaded.length - 1]?.totalElements ?? 0,
    hasMore: Boolean(hasNextPage),
    loadingMore: isFetchingNextPage,
    loadMore,
    remove,
    requestReview,
    publishNow,
    answerNotice,
    answerRepair,
  };
}
