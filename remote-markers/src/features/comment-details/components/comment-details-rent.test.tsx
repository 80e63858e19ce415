/** Comment Details of a comment whose author shared their rent. */
import { render, screen, within } from '@testing-library/react';
import {
  DataProvider,
  apiClient,
  createQueryClient,
  session,
  type Rent,
  type RentHint,
} from 'shared';
import { okResponse, savedMarker } from '../../../../test/api-mocks';
import { CommentDetailsDialog } from './comment-details-dialog';

const TILES = { tileUrl: 'https://tiles.test/{z}/{x}/{y}.png' };

const FAIR_TRADING = { name: 'NSW Fair Trading', url: 'https://www.fairtrading.nsw.gov.au/' };

const hint: RentHint = {
  code: 'increases-within-12-months',
  text: 'Two increases within 12 months',
  rule: 'In NSW rent can go up at most once in 12 months, with 60 days’ written notice.',
  citation: 'Residential Tenancies Act 2010 (NSW) s 41',
  regulator: FAIR_TRADING,
};

/** As others see it before it may be exact: bands, no bond. */
const banded: Rent = {
  exact: false,
  weeklyRent: { from: 450, to: 459 },
  movedIn: '2024-03',
  movedOut: null,
  bond: null,
  agreement: 'periodic',
  increases: [
    { in: '2024-11', newRent: { from: 470, to: 479 }, noticeDays: null, inWriting: null },
    { in: '2025-05', newRent: { from: 480, to: 489 }, noticeDays: 45, inWriting: true },
  ],
  hints: [
    hint,
    {
      code: 'notice-shorter-than-rule',
      text: '45 days’ notice of an increase',
      rule: 'In NSW the notice of an increase is at least 60 days.',
      citation: 'Residential Tenancies Act 2010 (NSW) s 41(1)',
      regulator: FAIR_TRADING,
    },
  ],
};

/** As its author, or anyone once the tenant moved out, sees it. */
const exact: Rent = {
  exact: true,
  weeklyRent: { from: 455, to: 455 },
  movedIn: '2024-03',
  movedOut: '2025-06',
  bond: 1820,
  agreement: 'fixed-term',
  increases: [{ in: '2025-01', newRent: { from: 470, to: 470 }, noticeDays: 1, inWriting: false }],
  hints: [],
};

function renderDetails(marker = savedMarker({ rent: banded })) {
  return render(
    <DataProvider client={createQueryClient()}>
      <CommentDetailsDialog marker={marker} onClose={jest.fn()} />
    </DataProvider>,
  );
}

const block = () => screen.getByRole('region', { name: 'Rent' });

beforeEach(async () => {
  session.reset();
  jest.spyOn(apiClient, 'get').mockResolvedValue(okResponse(TILES));
  await session.loadConfig();
});

afterEach(() => jest.restoreAllMocks());

describe('the rent record of a comment', () => {
  it('shows $10 bands and months, each increase, and says why the figures are bands', () => {
    renderDetails();
    const rent = block();
    expect(within(rent).getByText('$450–$459 a week from March 2024')).toBeVisible();
    expect(within(rent).getByText('Periodic agreement (no end date)')).toBeVisible();
    expect(rent).not.toHaveTextContent(/Moved out|Bond/);
    const increases = within(rent).getByRole('list', { name: 'Increases' });
    expect(
      within(increases)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'November 2024: $470–$479 a week',
      "May 2025: $480–$489 a week, 45 days' notice, in writing",
    ]);
    expect(within(rent).getByText('Shown in $10 bands to protect the tenant.')).toBeVisible();
  });

  it('shows the figures exactly when the API gives them so, with the move out and the bond', () => {
    renderDetails(savedMarker({ rent: exact }));
    const rent = block();
    expect(within(rent).getByText('$455 a week from March 2024')).toBeVisible();
    expect(within(rent).getByText('Moved out June 2025')).toBeVisible();
    expect(within(rent).getByText('Bond $1,820')).toBeVisible();
    expect(within(rent).getByText('Fixed-term agreement')).toBeVisible();
    expect(within(rent).getByRole('listitem')).toHaveTextContent(
      "January 2025: $470 a week, 1 day's notice, not in writing",
    );
    expect(rent).not.toHaveTextContent('bands');
    expect(within(rent).queryByRole('list', { name: 'What the rules say' })).toBeNull();
  });

  it("shows each hint in the API's words: the finding in bold, the rule, its source and the regulator", () => {
    renderDetails();
    const hints = within(block()).getByRole('list', { name: 'What the rules say' });
    const [first, second] = within(hints).getAllByRole('listitem');
    expect(first).toHaveTextContent(
      `${hint.text} ${hint.rule} ${hint.citation} ${hint.regulator.name}`,
    );
    expect(within(first!).getByText(hint.text).tagName).toBe('STRONG');
    const regulator = within(first!).getByRole('link', { name: 'NSW Fair Trading' });
    expect(regulator).toHaveAttribute('href', FAIR_TRADING.url);
    expect(regulator).toHaveAttribute('target', '_blank');
    expect(regulator.getAttribute('rel')).toContain('noopener');
    expect(second).toHaveTextContent('45 days’ notice of an increase');
    // Hints, never verdicts.
    expect(block()).not.toHaveTextContent(/illegal|unlawful|breach/i);
  });

  it('shows no rent for a comment without one', () => {
    renderDetails(savedMarker());
    expect(screen.queryByRole('region', { name: 'Rent' })).not.toBeInTheDocument();
  });
});
