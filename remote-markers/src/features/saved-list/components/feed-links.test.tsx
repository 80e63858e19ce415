import { act, screen } from '@testing-library/react';
import { apiClient, bus } from 'shared';
import { okResponse, page } from '../../../../test/api-mocks';
import { renderInRouter } from '../../../testing/router';
import { SavedMarkersList } from './saved-markers-list';
import { SYDNEY as SYDNEY_VIEW, SYDNEY_BBOX } from '../../../testing/map-view';

const SYDNEY = { ...SYDNEY_VIEW, total: 0 };

const atomLink = () => screen.queryByRole('link', { name: 'Atom feed' });
const geojsonLink = () => screen.queryByRole('link', { name: 'GeoJSON' });
const headFeed = () =>
  document.head.querySelector<HTMLLinkElement>(
    'link[rel="alternate"][type="application/atom+xml"]',
  );

beforeEach(() => {
  jest
    .spyOn(apiClient, 'get')
    .mockImplementation(async (url: string) =>
      url === '/config' ? okResponse({}) : okResponse(page([])),
    );
});

afterEach(() => {
  jest.restoreAllMocks();
  (bus as unknown as { last: Map<string, unknown> }).last.delete('map:view');
});

describe('the Atom feed and GeoJSON links under the list', () => {
  it("follow the map's view and the URL's filters, as the list reads them", async () => {
    const { router } = renderInRouter(
      <SavedMarkersList onOpenDetails={jest.fn()} />,
      '/?types=House,Villa&photos=1&within=30d&sort=oldest',
    );
    // Until the map says where it is, there is no view to follow.
    expect(atomLink()).toBeNull();

    act(() => bus.emit('map:view', SYDNEY));
    const query = `bbox=${SYDNEY_BBOX}&types=House,Villa&photos=true&within=30d`;
    expect(await screen.findByRole('link', { name: 'Atom feed' })).toHaveAttribute(
      'href',
      `/api/feeds/comments?${query}`,
    );
    expect(atomLink()).toHaveAttribute('type', 'application/atom+xml');
    expect(geojsonLink()).toHaveAttribute('href', `/api/open-data/comments?${query}`);
    expect(geojsonLink()).toHaveAttribute('download', 'rentmap-comments.geojson');
    // The page names its feed for feed readers, in the document's head.
    expect(headFeed()).toHaveAttribute('href', `/api/feeds/comments?${query}`);

    // Everywhere, another filter: the links follow.
    act(() => router.navigate('/?list=everywhere&types=Land'));
    expect(await screen.findByRole('link', { name: 'Atom feed' })).toHaveAttribute(
      'href',
      '/api/feeds/comments?types=Land',
    );
    expect(geojsonLink()).toHaveAttribute('href', '/api/open-data/comments?types=Land');
    expect(headFeed()).toHaveAttribute('href', '/api/feeds/comments?types=Land');
  });

  it('everything, unfiltered, is the plain feed', async () => {
    renderInRouter(<SavedMarkersList onOpenDetails={jest.fn()} />, '/?list=everywhere');
    expect(await screen.findByRole('link', { name: 'Atom feed' })).toHaveAttribute(
      'href',
      '/api/feeds/comments',
    );
    expect(geojsonLink()).toHaveAttribute('href', '/api/open-data/comments');
  });
});
