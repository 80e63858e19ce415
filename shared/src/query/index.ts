export { DataProvider, createQueryClient, queryClient, useDataClient } from './query-client';
export { queryKeys } from './keys';
export { connectCacheToBus, connectCacheToSession } from './cache-follows-bus';
export {
  commentQuery,
  useComment,
  type CommentLoad,
  type CommentOptions,
  type CommentResult,
} from './use-comment';
export { itemsOfPages, useCursorPages, type CursorPage, type CursorPagesOptions } from './infinite';
export { useSettled } from './use-settled';
