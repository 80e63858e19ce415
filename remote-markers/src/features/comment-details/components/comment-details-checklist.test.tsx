/** Comment Details of a comment whose author answered the condition checklist. */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import {
  DataProvider,
  apiClient,
  createQueryClient,
  session,
  type Checklist,
  type ConditionItem,
  type ConditionList,
} from 'shared';
import { apiError, okResponse, savedMarker } from '../../../../test/api-mocks';
import { CommentDetailsDialog } from './comment-details-dialog';

const TILES = { tileUrl: 'https://tiles.test/{z}/{x}/{y}.png' };

const item = (id: string, category: ConditionItem['category'], label: string): ConditionItem => ({
  id,
  category,
  categoryLabel: label,
  label,
  detail: '',
  source: {
    citation: 'Residential Tenancies Act 2010 (NSW) s 52',
    url: 'https://legislation.test',
  },
});

const NSW: ConditionList = {
  id: 'nsw-2020-03',
  state: 'NSW',
  title: 'NSW minimum standards for rented homes',
  inForceFrom: '2020-03-23',
  checkedOn: '2026-12-05',
  regulator: { name: 'NSW Fair Trading', url: 'https://fairtrading.test' },
  items: [
    item('nsw.damp', 'damp-mould', 'No significant dampness'),
    item('nsw.lighting', 'lighting', 'Lighting in every room'),
    item('nsw.water', 'water', 'Hot and cold water'),
  ],
  measurements: [],
};

const checklist: Checklist = {
  list: 'nsw-2020-03',
  answers: [
    {
      item: 'nsw.damp',
      category: 'damp-mould',
      answer: 'not-met',
      photo: null,
      toldIn: '2025-06',
      fixedAfterDays: 40,
      notFixedAfterDays: null,
    },
    {
      item: 'nsw.lighting',
      category: 'lighting',
      answer: 'not-met',
      photo: null,
      toldIn: '2026-01',
      fixedAfterDays: null,
      notFixedAfterDays: null,
    },
    {
      item: 'nsw.water',
      category: 'water',
      answer: 'met',
      photo: null,
      toldIn: null,
      fixedAfterDays: null,
      notFixedAfterDays: null,
    },
  ],
  coldestRoomCelsius: 12.5,
  indoorHumidityPercent: 78,
};

/** The configuration, and the list as `conditionList` answers (or fails). */
function serve(conditionList: () => unknown) {
  return jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
    if (url === '/config') return okResponse(TILES);
    if (url === '/condition-lists') return okResponse(conditionList());
    throw apiError(404, 'NOT_FOUND');
  });
}

function renderDetails(marker = savedMarker({ checklist })) {
  return render(
    <DataProvider client={createQueryClient()}>
      <CommentDetailsDialog marker={marker} onClose={jest.fn()} />
    </DataProvider>,
  );
}

/** Each answer of the block as its term and its descriptions: ["Lighting", "Not met", …]. */
function rows(block: HTMLElement): string[][] {
  return within(block)
    .getAllByRole('term')
    .map((term) => [
      term.textContent ?? '',
      ...[...term.parentElement!.querySelectorAll('dd')].map((dd) => dd.textContent ?? ''),
    ]);
}

beforeEach(async () => {
  session.reset();
  jest.spyOn(apiClient, 'get').mockResolvedValue(okResponse(TILES));
  await session.loadConfig();
});

afterEach(() => jest.restoreAllMocks());

describe('the condition checklist of a comment', () => {
  it("names each item from its state's list, with the answer, when they told and when it was fixed", async () => {
    const get = serve(() => NSW);
    renderDetails();
    const block = screen.getByRole('region', { name: 'Condition checklist' });
    expect(await within(block).findByText('No significant dampness')).toBeVisible();
    expect(rows(block)).toEqual([
      [
        'No significant dampness',
        'Not met',
        'Told the agent or landlord in June 2025, fixed after 40 days',
      ],
      ['Lighting in every room', 'Not met', 'Told the agent or landlord in January 2026'],
      ['Hot and cold water', 'Met'],
      ['Coldest room in winter', '12.5 °C'],
      ['Humidity indoors in winter', '78 %'],
    ]);
    // The list the checklist was answered against: its state, whatever the comment's region.
    expect(get).toHaveBeenCalledWith(
      '/condition-lists',
      expect.objectContaining({ params: { state: 'nsw' } }),
    );
  });

  it('names the items by their category when the list cannot be read, and shows only what was measured', async () => {
    const get = serve(() => {
      throw apiError(500, 'INTERNAL_ERROR');
    });
    renderDetails(
      savedMarker({
        checklist: {
          ...checklist,
          answers: [
            { ...checklist.answers[0]!, answer: 'not-sure', toldIn: null, fixedAfterDays: null },
          ],
          coldestRoomCelsius: null,
        },
      }),
    );
    const block = screen.getByRole('region', { name: 'Condition checklist' });
    await waitFor(() => expect(get).toHaveBeenCalledWith('/condition-lists', expect.anything()));
    // The failed read settles, and the names stay.
    await act(async () => {});
    expect(rows(block)).toEqual([
      ['Damp mould', 'Not sure'],
      ['Humidity indoors in winter', '78 %'],
    ]);
  });

  it('shows no checklist, and reads no list, for a comment without one', () => {
    const get = serve(() => NSW);
    renderDetails(savedMarker());
    expect(screen.queryByRole('region', { name: 'Condition checklist' })).not.toBeInTheDocument();
    expect(get).not.toHaveBeenCalledWith('/condition-lists', expect.anything());
  });
});
