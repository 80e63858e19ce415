import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { focusables, inertOthers } from './focus';

export interface ModalOptions {
  /** The element with role="dialog": focus moves into it and Tab stays inside it. */
  dialogRef: RefObject<HTMLElement | null>;
  /**
   * What stays usable while the modal is open: the dialog with its backdrop (default: the
   * dialog). Everything else on the page becomes inert.
   */
  layerRef?: RefObject<HTMLElement | null>;
  /** False while a modal that stays mounted (a slide-in menu) is closed. Default true. */
  open?: boolean;
  /** Escape. Without it Escape does nothing (a dialog busy saving cannot be left). */
  onClose?: () => void;
  /** Where focus goes back on close; default: what had focus when the modal opened. */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * What a modal owes keyboard and screen-reader users: on open focus moves in (to the element
 * marked `data-autofocus`, else the dialog itself), Tab and Shift+Tab cycle inside, the rest of
 * the page is inert and does not scroll; Escape closes; on close focus goes back to the opener,
 * unless it has already been moved somewhere else (a link in the modal was followed).
 * Returns the keydown handler to put on the dialog (or its layer).
 */
export function useModal({
  dialogRef,
  layerRef,
  open = true,
  onClose,
  returnFocusRef,
}: ModalOptions): { onKeyDown: (event: KeyboardEvent<HTMLElement>) => void } {
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const back = returnFocusRef?.current ?? opener;
    const restoreInert = inertOthers(layerRef?.current ?? dialog);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const start = dialog.querySelector<HTMLElement>('[data-autofocus]');
    (start ?? dialog).focus();

    // On the document, so focus that slipped out (to body, after a click on nothing) comes
    // back in too. A modal under another one is inert then, and leaves Tab to the top one.
    function onKeyDown(event: globalThis.KeyboardEvent) {
      if (event.key !== 'Tab' || event.defaultPrevented || !dialog || dialog.closest('[inert]')) {
        return;
      }
      const items = focusables(dialog);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        dialog.focus();
        return;
      }
      const active = document.activeElement;
      const inside = active instanceof Node && dialog.contains(active) && active !== dialog;
      if (event.shiftKey && (active === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      restoreInert();
      document.body.style.overflow = overflow;
      const active = document.activeElement;
      const focusLeft = active && active !== document.body && !dialog.contains(active);
      if (!focusLeft && back?.isConnected) back.focus();
    };
  }, [open, dialogRef, layerRef, returnFocusRef]);

  return {
    onKeyDown: (event) => {
      // An Escape a control inside already used (it prevented the default) is left to it; the
      // one used here goes no further (a sheet or dialog under this one stays open).
      if (event.key !== 'Escape' || event.defaultPrevented || !open) return;
      event.preventDefault();
      event.stopPropagation();
      onCloseRef.current?.();
    },
  };
}
