import { useEffect } from 'react';

/**
 * The tab's title while the calling component is on screen, and the one before it again when
 * it goes: a comment's details and a building's page name the tab after what they show, so
 * history, bookmarks and a shared link's page say which it was. Null (its subject still
 * loading) leaves the title as it is.
 */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (title === null) return undefined;
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);
}
