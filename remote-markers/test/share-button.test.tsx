import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShareButton } from 'shared';
import { clipboard, onPhone, share, stubSharing } from '../../shared/test/share-stubs';

const ID = '5f0c2b9e-8d1a-4c3e-9b7f-2a6d4e8c1f03';
const LINK = `http://localhost/places/${ID}`;

function renderButton() {
  render(
    <>
      <h2 id="name">5 · Manly</h2>
      <ShareButton id={ID} title="5 · Manly · RentMap" describedBy="name" />
    </>,
  );
  return screen.getByRole('button', { name: 'Share' });
}

stubSharing();

describe('ShareButton', () => {
  it("copies the link of the comment's page, says so, and is described by what it shares", async () => {
    clipboard.writeText.mockResolvedValue(undefined);
    const button = renderButton();
    expect(button).toHaveAccessibleDescription('5 · Manly');
    expect(screen.getByRole('status')).toHaveTextContent('');
    await userEvent.click(button);
    expect(clipboard.writeText).toHaveBeenCalledWith(LINK);
    expect(await screen.findByRole('status')).toHaveTextContent('Link copied');
  });

  it('shows the link to copy by hand, labelled, read-only, focused and selected, when it cannot be copied', async () => {
    clipboard.writeText.mockRejectedValue(new Error('denied'));
    await userEvent.click(renderButton());
    const link = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Copy this link' });
    expect(link).toHaveValue(LINK);
    expect(link).toHaveAttribute('readonly');
    expect(link).toHaveFocus();
    expect([link.selectionStart, link.selectionEnd]).toEqual([0, LINK.length]);
    expect(screen.getByText('Copy this link')).toBeVisible();
    expect(screen.queryByText('Link copied')).not.toBeInTheDocument();
  });

  it("opens the phone's share sheet with the link and its title, and copies nothing", async () => {
    onPhone(true);
    share.mockResolvedValue(undefined);
    await userEvent.click(renderButton());
    expect(share).toHaveBeenCalledWith({ url: LINK, title: '5 · Manly · RentMap' });
    expect(clipboard.writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('says nothing and shows no link when the share sheet is dismissed', async () => {
    onPhone(true);
    share.mockRejectedValue(new DOMException('dismissed', 'AbortError'));
    await userEvent.click(renderButton());
    expect(share).toHaveBeenCalledTimes(1);
    expect(clipboard.writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('wears the look its place gives it, else the remote’s button', () => {
    const { rerender } = render(<ShareButton id={ID} title="t" />);
    expect(screen.getByRole('button', { name: 'Share' })).toHaveClass('button');
    rerender(<ShareButton id={ID} title="t" className="textButton" />);
    expect(screen.getByRole('button', { name: 'Share' })).toHaveClass('textButton');
  });
});
