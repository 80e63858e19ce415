/** What Tab can reach: the elements a modal keeps focus among. */
export const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The elements inside `container` that Tab reaches, in document order. */
export function focusables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.tabIndex >= 0 && !element.closest('[hidden], [inert]'),
  );
}

const NOT_CONTENT = new Set(['SCRIPT', 'STYLE', 'LINK', 'TEMPLATE']);

/**
 * Makes everything on the page but `keep` inert (out of the tab order and the accessibility
 * tree): the siblings of `keep` and of each of its ancestors up to body. Returns what undoes
 * it. Elements already inert are left alone, so an outer modal's work is not undone early.
 */
export function inertOthers(keep: HTMLElement): () => void {
  const madeInert: HTMLElement[] = [];
  for (let node: HTMLElement = keep; node.parentElement; node = node.parentElement) {
    for (const sibling of Array.from(node.parentElement.children)) {
      if (
        sibling !== node &&
        sibling instanceof HTMLElement &&
        !sibling.hasAttribute('inert') &&
        !NOT_CONTENT.has(sibling.tagName)
      ) {
        sibling.setAttribute('inert', '');
        madeInert.push(sibling);
      }
    }
    if (node.parentElement === document.body) break;
  }
  return () => madeInert.forEach((element) => element.removeAttribute('inert'));
}
