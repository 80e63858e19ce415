import { useEffect } from 'react';

/**
 * The tab's title while the calling component is on screen, and the one before it again when
 * it goes: a comment's details name the tab after the comment, so history, bookmarks and a
 * shared link's page say which place it was.
 */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);
}
