import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { apiClient, session } from 'shared';
import ModerationPage from '../src/exposed/moderation-page';
import { apiError, mockGet, savedComment } from './api-stand-in';

const FIRST = '11111111-1111-4111-8111-111111111111';
const SECOND = '22222222-2222-4222-8222-222222222222';
const UNPLACED = '/moderation/unplaced-comments';

function renderTab() {
  render(
    <MemoryRouter initialEntries={['/moderation']}>
      <ModerationPage />
    </MemoryRouter>,
  );
  return userEvent.click(screen.getByRole('tab', { name: 'Comments in no building' }));
}

afterEach(() => {
  jest.restoreAllMocks();
  session.reset();
});

describe('/moderation, Comments in no building', () => {
  it('lists them with address, text, date and state, and loads the next page by its cursor', async () => {
    const get = mockGet({
      '/moderation/queue': () => ({ content: [], nextCursor: null }),
      [UNPLACED]: (params) =>
        params?.cursor === 'c2'
          ? {
              content: [
                savedComment({
                  id: SECOND,
                  fullAddress: 'King Street, Newtown NSW 2042, Australia',
                  comment: 'Somewhere on King Street',
                  moderation: {
                    status: 'held',
                    holdReasons: ['person-name'],
                    reason: null,
                    reviewRequested: false,
                  },
                }),
              ],
              nextCursor: null,
            }
          : {
              content: [
                savedComment({
                  id: FIRST,
                  fullAddress: 'Campbell Parade, Bondi Beach NSW 2026, Australia',
                  comment: 'Noisy on weekends',
                  createdDate: '2026-11-20T10:00:00.000Z',
                }),
              ],
              nextCursor: 'c2',
            },
    });
    await renderTab();

    const table = await screen.findByRole('table', { name: 'Comments in no building' });
    const header = within(table).getAllByRole('columnheader');
    expect(header.map((cell) => cell.textContent)).toEqual([
      'Address',
      'Comment',
      'Date',
      'Status',
    ]);
    const [first] = within(table).getAllByRole('row').slice(1);
    expect(within(first!).getByRole('link', { name: /Campbell Parade/ })).toHaveAttribute(
      'href',
      `/places/${FIRST}`,
    );
    expect(first).toHaveTextContent('Noisy on weekends');
    expect(within(first!).getByRole('time')).toHaveAttribute(
      'dateTime',
      '2026-11-20T10:00:00.000Z',
    );
    expect(first).toHaveTextContent('Published');
    // The first page: no cursor.
    expect(get).toHaveBeenCalledWith(UNPLACED);

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(get).toHaveBeenCalledWith(UNPLACED, { params: { cursor: 'c2' } });
    const second = within(table).getAllByRole('row')[2]!;
    expect(second).toHaveTextContent('Somewhere on King Street');
    expect(second).toHaveTextContent('Held');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says when every comment is in a building', async () => {
    mockGet({
      '/moderation/queue': () => ({ content: [], nextCursor: null }),
      [UNPLACED]: () => ({ content: [], nextCursor: null }),
    });
    await renderTab();
    expect(await screen.findByText('Every comment is in a building.')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows why the list did not load, with Try again', async () => {
    jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
      if (url === UNPLACED) throw apiError(403, 'FORBIDDEN', 'Moderators only.');
      return { data: { success: true, data: { content: [], nextCursor: null } } };
    });
    await renderTab();
    expect(await screen.findByRole('alert')).toHaveTextContent('Moderators only.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
