import { act, renderHook } from '@testing-library/react';
import { useShareLink } from './share-link';
import { clipboard, onPhone, share, stubSharing } from '../../test/share-stubs';

const ID = '5f0c2b9e-8d1a-4c3e-9b7f-2a6d4e8c1f03';
const LINK = `http://localhost/places/${ID}`;

stubSharing();

function renderShare(id = ID, title = '5 · Manly · RentMap') {
  return renderHook((props: { id: string; title: string }) => useShareLink(props), {
    initialProps: { id, title },
  });
}

describe('useShareLink', () => {
  it("is the absolute link of the comment's page, with no outcome before a try", () => {
    const { result } = renderShare('a b');
    expect(result.current.url).toBe('http://localhost/places/a%20b');
    expect(result.current.outcome).toBeNull();
  });

  it("copies the link on a desktop: 'copied'", async () => {
    clipboard.writeText.mockResolvedValue(undefined);
    const { result } = renderShare();
    await act(() => result.current.share());
    expect(clipboard.writeText).toHaveBeenCalledWith(LINK);
    expect(result.current.outcome).toBe('copied');
  });

  it("is 'failed' when the clipboard refuses (the caller shows the link to copy)", async () => {
    clipboard.writeText.mockRejectedValue(new Error('denied'));
    const { result } = renderShare();
    await act(() => result.current.share());
    expect(result.current.outcome).toBe('failed');
  });

  it("opens a phone's share sheet with the link and its title, and copies nothing", async () => {
    onPhone(true);
    share.mockResolvedValue(undefined);
    const { result } = renderShare();
    await act(() => result.current.share());
    expect(share).toHaveBeenCalledWith({ url: LINK, title: '5 · Manly · RentMap' });
    expect(clipboard.writeText).not.toHaveBeenCalled();
    expect(result.current.outcome).toBe('shared');
  });

  it("is 'cancelled' when the share sheet is dismissed", async () => {
    onPhone(true);
    share.mockRejectedValue(new DOMException('dismissed', 'AbortError'));
    const { result } = renderShare();
    await act(() => result.current.share());
    expect(result.current.outcome).toBe('cancelled');
    expect(clipboard.writeText).not.toHaveBeenCalled();
  });

  it('forgets the outcome while the next try runs, and when it is given another comment', async () => {
    clipboard.writeText.mockRejectedValueOnce(new Error('denied'));
    const { result, rerender } = renderShare();
    await act(() => result.current.share());
    expect(result.current.outcome).toBe('failed');

    let answer: () => void = () => undefined;
    clipboard.writeText.mockReturnValueOnce(new Promise<void>((resolve) => (answer = resolve)));
    let pending: Promise<void> = Promise.resolve();
    act(() => {
      pending = result.current.share();
    });
    expect(result.current.outcome).toBeNull();
    await act(async () => {
      answer();
      await pending;
    });
    expect(result.current.outcome).toBe('copied');

    rerender({ id: 'another', title: 'Another' });
    expect(result.current.url).toBe('http://localhost/places/another');
    expect(result.current.outcome).toBeNull();
  });
});
