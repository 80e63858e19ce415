import { useState } from 'react';
import { placePath } from '../contract/view-url';

/** How a link was handed on: the system's share sheet, the clipboard, or not at all. */
export type ShareOutcome = 'shared' | 'copied' | 'failed' | 'cancelled';

/** Phones and tablets (a coarse pointer) get the system's share sheet when it exists. */
function prefersShareSheet(): boolean {
  return (
    typeof navigator.share === 'function' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(pointer: coarse)').matches
  );
}

/**
 * Shares a link: the Web Share API on phones, else the clipboard. 'failed' means neither
 * worked (an insecure page, a refused permission): the caller shows the link to copy.
 */
export async function shareLink(link: { url: string; title: string }): Promise<ShareOutcome> {
  if (prefersShareSheet()) {
    try {
      await navigator.share({ url: link.url, title: link.title });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // Fall through to the clipboard.
    }
  }
  try {
    await navigator.clipboard.writeText(link.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}

/** The absolute link of a page of this app. */
export function absoluteLink(path: string): string {
  return new URL(path, window.location.origin).toString();
}

/** A saved comment's link, what came of handing it on last, and the way to hand it on. */
export interface ShareLinkControls {
  /** The absolute link of the comment's page (`/places/{id}`). */
  url: string;
  /** null until a try has answered (and while the next one runs). */
  outcome: ShareOutcome | null;
  share: () => Promise<void>;
}

/**
 * The rule every Share button follows (the map's popup, the list's cards, the place sheet,
 * Comment Details): the share sheet on phones, else the clipboard; the button says "Link
 * copied" on 'copied' and shows `url` to copy by hand on 'failed'. Each remote draws it in
 * its own markup. An outcome belongs to its link: another id starts with none.
 */
export function useShareLink({ id, title }: { id: string; title: string }): ShareLinkControls {
  const url = absoluteLink(placePath(id));
  const [last, setLast] = useState<{ url: string; outcome: ShareOutcome } | null>(null);
  const share = async () => {
    setLast(null);
    const outcome = await shareLink({ url, title });
    setLast({ url, outcome });
  };
  return { url, outcome: last?.url === url ? last.outcome : null, share };
}
