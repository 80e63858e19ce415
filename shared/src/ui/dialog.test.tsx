import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { ConfirmActions, ConfirmDialog } from './confirm-dialog';
import { Dialog } from './dialog';
import { Icon } from './icon';
import { useModal } from './use-modal';

function Page({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <a href="/elsewhere">Elsewhere</a>
      {open && (
        <Dialog
          title="Edit place"
          testId="edit"
          onClose={() => {
            onClose();
            setOpen(false);
          }}
          footer={
            <button type="button" onClick={() => setOpen(false)}>
              Done
            </button>
          }
        >
          <input aria-label="Name" data-autofocus />
          <button type="button">Middle</button>
        </Dialog>
      )}
    </main>
  );
}

function openPage(onClose?: () => void) {
  render(<Page onClose={onClose} />);
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog') };
}

const tab = (shift = false) =>
  fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Tab', shiftKey: shift });

describe('Dialog', () => {
  it('is a modal named by its title', () => {
    const { dialog } = openPage();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('dialog', { name: 'Edit place' })).toBe(dialog);
    expect(screen.getByRole('heading', { name: 'Edit place' })).toBeTruthy();
  });

  it('moves focus to the element marked data-autofocus', () => {
    openPage();
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
  });

  it('moves focus to the dialog itself when nothing is marked', () => {
    render(
      <Dialog title="Plain">
        <p>Nothing to press</p>
      </Dialog>,
    );
    expect(document.activeElement).toBe(screen.getByRole('dialog'));
  });

  it('cycles Tab and Shift+Tab inside', () => {
    openPage();
    const name = screen.getByLabelText('Name');
    const done = screen.getByRole('button', { name: 'Done' });
    done.focus();
    tab();
    expect(document.activeElement).toBe(name);
    tab(true);
    expect(document.activeElement).toBe(done);
  });

  it('brings focus that slipped out back in', () => {
    openPage();
    (document.activeElement as HTMLElement).blur();
    tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    (document.activeElement as HTMLElement).blur();
    tab(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Done' }));
  });

  it('makes the rest of the page inert and still, and undoes it on close', () => {
    const { dialog } = openPage();
    const main = screen.getByRole('button', { name: 'Open', hidden: true }).closest('main');
    const layer = dialog.parentElement as HTMLElement;
    expect(main?.parentElement?.hasAttribute('inert')).toBe(true);
    expect(layer.hasAttribute('inert')).toBe(false);
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(main?.parentElement?.hasAttribute('inert')).toBe(false);
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on Escape and gives focus back to the opener', () => {
    const onClose = jest.fn();
    const { opener } = openPage(onClose);
    fireEvent.keyDown(screen.getByLabelText('Name'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('leaves an Escape a control inside already used', () => {
    const onClose = jest.fn();
    render(
      <Dialog title="Search" onClose={onClose}>
        <input
          aria-label="Query"
          onKeyDown={(event) => {
            if (event.key === 'Escape') event.preventDefault();
          }}
        />
      </Dialog>,
    );
    fireEvent.keyDown(screen.getByLabelText('Query'), { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('does not close on a backdrop click', () => {
    const onClose = jest.fn();
    openPage(onClose);
    fireEvent.click(screen.getByTestId('edit-backdrop'));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('leaves focus where a link in it sent it', () => {
    const { opener } = openPage();
    const elsewhere = screen.getByRole('link', { name: 'Elsewhere', hidden: true });
    act(() => {
      elsewhere.removeAttribute('inert');
      elsewhere.focus();
      fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    });
    expect(document.activeElement).toBe(elsewhere);
    expect(document.activeElement).not.toBe(opener);
  });

  it('under another modal, leaves Tab and Escape to the one on top', () => {
    const outerClose = jest.fn();
    const innerClose = jest.fn();
    function Nested() {
      const [inner, setInner] = useState(false);
      return (
        <Dialog title="Outer" onClose={outerClose}>
          <button type="button" onClick={() => setInner(true)}>
            Ask
          </button>
          {inner && (
            <Dialog title="Inner" onClose={innerClose}>
              <button type="button" data-autofocus>
                Inner first
              </button>
              <button type="button">Inner last</button>
            </Dialog>
          )}
        </Dialog>
      );
    }
    render(<Nested />);
    fireEvent.click(screen.getByRole('button', { name: 'Ask' }));
    const inner = screen.getByRole('dialog', { name: 'Inner' });
    expect(inner.closest('[inert]')).toBeNull();
    const outer = screen.getByRole('dialog', { name: 'Outer', hidden: true });
    expect(outer.closest('[inert]')).not.toBeNull();
    screen.getByRole('button', { name: 'Inner last' }).focus();
    tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Inner first' }));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });
    expect(innerClose).toHaveBeenCalledTimes(1);
    expect(outerClose).not.toHaveBeenCalled();
  });
});

describe('ConfirmDialog', () => {
  function renderConfirm(busy: boolean, onCancel = jest.fn()) {
    render(
      <ConfirmDialog
        role="alertdialog"
        title="Delete this area?"
        description={<p>It stops sending alerts.</p>}
        busy={busy}
        onCancel={onCancel}
        testId="confirm"
      >
        <ConfirmActions>
          <button type="button" onClick={onCancel}>
            Cancel
          </button>
          <button type="button">Delete</button>
        </ConfirmActions>
      </ConfirmDialog>,
    );
    return onCancel;
  }

  it('is named by its title and described by its text', () => {
    renderConfirm(false);
    const dialog = screen.getByRole('alertdialog', {
      name: 'Delete this area?',
      description: 'It stops sending alerts.',
    });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
  });

  it('cancels on Escape, unless busy', () => {
    const onCancel = renderConfirm(false);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Cancel' }), { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('stays on Escape while busy', () => {
    const onCancel = renderConfirm(true);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Cancel' }), { key: 'Escape' });
    expect(onCancel).not.toHaveBeenCalled();
  });
});

describe('useModal on a menu that stays mounted', () => {
  function Menu({ open, onClose }: { open: boolean; onClose: () => void }) {
    const toggle = useRef<HTMLButtonElement>(null);
    const panel = useRef<HTMLDivElement>(null);
    const { onKeyDown } = useModal({ dialogRef: panel, open, onClose, returnFocusRef: toggle });
    return (
      <>
        <button ref={toggle} type="button">
          Menu
        </button>
        <div ref={panel} role="dialog" aria-label="Menu" onKeyDown={onKeyDown}>
          <button type="button" data-autofocus>
            Close menu
          </button>
        </div>
      </>
    );
  }

  it('acts only while open, and returns focus to the toggle it is given', () => {
    const onClose = jest.fn();
    const { rerender } = render(<Menu open={false} onClose={onClose} />);
    expect(document.activeElement).toBe(document.body);
    rerender(<Menu open onClose={onClose} />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close menu' }));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(<Menu open={false} onClose={onClose} />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Menu' }));
  });
});

describe('Icon', () => {
  it('draws the close icon, hidden from assistive technology', () => {
    const { container } = render(<Icon name="close" size={22} />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('width')).toBe('22');
    expect(svg?.querySelector('path')?.getAttribute('d')).toBe('M6 6l12 12M18 6L6 18');
  });
});
