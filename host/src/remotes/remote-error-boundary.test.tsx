import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from 'shared';
import { RemoteErrorBoundary } from './remote-error-boundary';

function Boom(): never {
  throw new Error('render exploded');
}

describe('RemoteErrorBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('replaces a crashing remote by its fallback and reports a chunk loading failure', async () => {
    const reported: unknown[] = [];
    const subscription = bus.on('remote:load-failed').subscribe((e) => reported.push(e));
    const onRetry = jest.fn();
    render(
      <div>
        <p>still here</p>
        <RemoteErrorBoundary remote="remote-map" module="./MapView" onRetry={onRetry}>
          <Boom />
        </RemoteErrorBoundary>
      </div>,
    );
    expect(screen.getByText('still here')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This part of the app could not be loaded.',
    );
    expect(reported).toEqual([
      { remote: 'remote-map', module: './MapView', reason: 'render exploded' },
    ]);
    expect(console.error).toHaveBeenCalledWith(
      '[chunk loading failure] remote-map ./MapView: render exploded',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    subscription.unsubscribe();
  });

  it('renders its children when nothing fails', () => {
    render(
      <RemoteErrorBoundary remote="remote-auth" module="./AuthModal" onRetry={jest.fn()}>
        <p>auth modal</p>
      </RemoteErrorBoundary>,
    );
    expect(screen.getByText('auth modal')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
