import { act, screen } from '@testing-library/react';
import { stubApi } from '../test/api-stubs';

describe('the standalone page', () => {
  it('renders the map on its own, inside a router (the map keeps its state in the URL)', async () => {
    stubApi();
    document.body.innerHTML = '<div id="root"></div>';
    await act(async () => {
      await import('./standalone');
    });
    expect(await screen.findByTestId('rental-map')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset map' })).toBeInTheDocument();
  });
});
