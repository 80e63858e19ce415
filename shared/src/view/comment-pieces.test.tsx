import { act, fireEvent, render, screen } from '@testing-library/react';
import { bus } from '../bus/bus';
import { tokenService } from '../auth/session';
import { LikeButton } from './like-button';
import { PhotoStrip } from './photo-strip';
import { ReportButton } from './report-button';

afterEach(() => tokenService.clear());

function collect<E extends 'auth:required' | 'marker:report-requested'>(event: E) {
  const seen: unknown[] = [];
  const subscription = bus.on(event).subscribe((payload) => seen.push(payload));
  return { seen, stop: () => subscription.unsubscribe() };
}

describe('signed out, Like and Report', () => {
  it('read as disabled yet stay focusable, and ask to sign in', () => {
    const asked = collect('auth:required');
    render(
      <>
        <LikeButton comment={{ id: 'c1', likeCount: 1, likedByMe: false }} describedBy="t" />
        <ReportButton comment={{ id: 'c1' }} />
      </>,
    );
    const like = screen.getByRole('button', { name: 'Like', pressed: false });
    const report = screen.getByRole('button', { name: 'Report' });
    for (const control of [like, report]) {
      expect(control.getAttribute('aria-disabled')).toBe('true');
      expect((control as HTMLButtonElement).disabled).toBe(false);
      act(() => control.focus());
      expect(document.activeElement).toBe(control);
      fireEvent.click(control);
    }
    const described = like.getAttribute('aria-describedby')!.split(' ');
    expect(document.getElementById(described[0]!)?.textContent).toBe('1 like');
    expect(described[1]).toBe('t');
    expect(asked.seen).toEqual([
      { reason: 'Please sign in to like this location' },
      { reason: 'Please sign in to report a comment' },
    ]);
    asked.stop();
  });
});

describe('Report, signed in', () => {
  beforeEach(() => {
    act(() => {
      tokenService.setSession({ accessToken: 'fake-access', refreshToken: 'fake-refresh' });
      tokenService.setUser({ id: 'u1', email: 'ann@example.com', emailVerified: true } as never);
    });
  });

  it('asks on the bus for the one Report dialog, unless told how to open it', () => {
    const requested = collect('marker:report-requested');
    const onReport = jest.fn();
    render(
      <>
        <ReportButton comment={{ id: 'c1' }} />
        <ReportButton comment={{ id: 'c2' }} onReport={onReport} className="here" />
      </>,
    );
    const [onBus, opened] = screen.getAllByRole('button', { name: 'Report' });
    expect(onBus!.getAttribute('aria-haspopup')).toBe('dialog');
    fireEvent.click(onBus!);
    fireEvent.click(opened!);
    expect(requested.seen).toEqual([{ id: 'c1' }]);
    expect(onReport).toHaveBeenCalledTimes(1);
    expect(opened!.classList.contains('here')).toBe(true);
    requested.stop();
  });

  it("is not offered on the viewer's own comment", () => {
    render(<ReportButton comment={{ id: 'c1', byMe: true }} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('the photo strip', () => {
  it('draws nothing for a comment without photos', () => {
    const { container } = render(<PhotoStrip photoUrls="[]" title="5 · Manly" where="Manly" />);
    expect(container.innerHTML).toBe('');
  });

  it('is named after the title', () => {
    const names = [`${'a'.repeat(32)}.jpg`, `${'b'.repeat(32)}.jpg`];
    render(<PhotoStrip photoUrls={JSON.stringify(names)} title="5 · Manly" where="Manly" />);
    const strip = screen.getByRole('list', { name: 'Photos of 5 · Manly' });
    expect(strip.querySelectorAll('li')).toHaveLength(2);
  });
});
