/**
 * A building's page as a moderator uses it: merging the building or a unit, splitting a
 * merge, and an old building's address leading to the one it joined. Others see none of it.
 * And watching the building, as any signed-in user may, and its condition and rent as tenants
 * reported them.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import {
  DataProvider,
  apiClient,
  createQueryClient,
  tokenService,
  type Building,
  type BuildingRent,
  type ConditionSummary,
  type NearbyBuilding,
  type PlaceMerge,
  type RepairsSummary,
  type WatchedArea,
} from 'shared';
import { apiError, okResponse, page } from '../../../../test/api-mocks';
import { record } from '../../../testing/session';
import { renderInRouter } from '../../../testing/router';
import { BuildingPage } from './building-page';

const HERE = '10000000-0000-4000-8000-000000000001';
const NEXT_DOOR = '10000000-0000-4000-8000-000000000002';
const OLD = '10000000-0000-4000-8000-000000000003';
const UNIT_2 = '20000000-0000-4000-8000-000000000002';
const UNIT_3 = '20000000-0000-4000-8000-000000000003';
const MERGE = '30000000-0000-4000-8000-000000000001';

const building = (overrides: Partial<Building> = {}): Building => ({
  id: HERE,
  fullAddress: '15 King Street, Newtown NSW 2042, Australia',
  streetNumber: '15',
  street: 'King Street',
  suburb: 'Newtown',
  state: 'NSW',
  postcode: '2042',
  lat: -33.8969,
  lon: 151.1795,
  commentCount: 5,
  conditions: { shownFrom: 3, categories: [], repairs: null },
  rent: { shownFrom: 3, timeline: [], increases: null },
  units: [
    { id: UNIT_2, label: 'Unit 2', commentCount: 3 },
    { id: UNIT_3, label: 'Unit 3', commentCount: 2 },
  ],
  ...overrides,
});

const nearby = (overrides: Partial<NearbyBuilding>): NearbyBuilding => ({
  ...building(),
  distanceMetres: 0,
  ...overrides,
});

const merge = (overrides: Partial<PlaceMerge> = {}): PlaceMerge => ({
  id: MERGE,
  kind: 'units',
  fromId: UNIT_2,
  intoId: UNIT_3,
  commentCount: 3,
  reason: 'Same flat, written two ways',
  by: 'Moderator Mo',
  at: '2026-11-20T10:00:00.000Z',
  splitAt: null,
  ...overrides,
});

/** GET answered by path (anything else is a 404), POST left to each test. */
function serve(answers: Record<string, () => unknown>) {
  const get = jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
    const answer = {
      '/config': () => ({ tileUrl: '' }),
      '/users/me': () => tokenService.snapshot.user,
      '/marker/marker-comments/list': () => page([]),
      [`/buildings/${HERE}`]: () => building(),
      [`/moderation/buildings/${HERE}/merges`]: () => ({ content: [] }),
      ...answers,
    }[url];
    if (!answer) throw apiError(404, 'NOT_FOUND');
    return okResponse(answer());
  });
  const post = jest.spyOn(apiClient, 'post');
  return { get, post };
}

const reads = (get: jest.SpyInstance, url: string) =>
  get.mock.calls.filter(([path]) => path === url).length;

function signIn(isModerator: boolean) {
  act(() =>
    tokenService.setSession({
      accessToken: 'fake-access',
      refreshToken: 'fake-refresh',
      user: { id: 'u1', email: 'mo@example.com', emailVerified: true, isModerator } as never,
    }),
  );
}

function renderPage(id = HERE) {
  return renderInRouter(
    <DataProvider client={createQueryClient()}>
      <Routes>
        <Route path="/buildings/:id" element={<BuildingPage />} />
      </Routes>
    </DataProvider>,
    `/buildings/${id}`,
  );
}

afterEach(() => {
  jest.restoreAllMocks();
  act(() => tokenService.clear());
});

describe('the building page for moderators', () => {
  it.each([
    ['signed out', null],
    ['signed in, not a moderator', false],
  ])('has no Moderation section when %s', async (_, isModerator) => {
    serve({});
    if (isModerator !== null) signIn(isModerator);
    renderPage();
    expect(await screen.findByRole('heading', { name: '15 King Street' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Moderation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Merge/ })).not.toBeInTheDocument();
  });

  it('shows a moderator the Moderation section: merge buttons and the merge history', async () => {
    serve({
      [`/moderation/buildings/${HERE}/merges`]: () => ({
        content: [
          merge(),
          merge({
            id: 'm0',
            kind: 'buildings',
            fromId: OLD,
            intoId: HERE,
            commentCount: 1,
            reason: 'Corner block',
            splitAt: '2026-11-19T10:00:00.000Z',
          }),
        ],
      }),
    });
    signIn(true);
    renderPage();
    const section = await screen.findByRole('region', { name: 'Moderation' });
    expect(
      within(section).getByRole('button', { name: 'Merge into another building…' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Merge Unit 2…' })).toHaveTextContent('Merge unit…');
    expect(screen.getByRole('button', { name: 'Merge Unit 3…' })).toBeVisible();

    const [held, split] = within(await within(section).findByTestId('merge-history')).getAllByRole(
      'listitem',
    );
    expect(held).toHaveTextContent('Units Unit 2 → Unit 3');
    expect(held).toHaveTextContent('3 comments · by Moderator Mo');
    expect(held).toHaveTextContent('Same flat, written two ways');
    expect(within(held!).getByRole('button', { name: 'Split Unit 2 → Unit 3' })).toBeVisible();
    expect(split).toHaveTextContent('Buildings 10000000 → 15 King Street, Newtown');
    expect(within(split!).getByRole('link', { name: '10000000' })).toHaveAttribute(
      'href',
      `/buildings/${OLD}`,
    );
    expect(split).toHaveTextContent(/Split /);
    expect(within(split!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('merges the building into one nearby, sending {into, reason}, and shows the one it joined', async () => {
    const { get, post } = serve({
      '/buildings/near': () => [
        nearby({ id: HERE }),
        nearby({ id: NEXT_DOOR, streetNumber: '17', commentCount: 1, distanceMetres: 21.6 }),
      ],
      [`/buildings/${NEXT_DOOR}`]: () => building({ id: NEXT_DOOR, streetNumber: '17' }),
      [`/moderation/buildings/${NEXT_DOOR}/merges`]: () => ({ content: [] }),
    });
    post.mockResolvedValue(
      okResponse(merge({ kind: 'buildings', fromId: HERE, intoId: NEXT_DOOR })),
    );
    signIn(true);
    const { router } = renderPage();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Merge into another building…' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Merge into another building' });
    expect(get).toHaveBeenCalledWith(
      '/buildings/near',
      expect.objectContaining({
        params: { lat: -33.8969, lon: 151.1795 },
      }),
    );

    // Only the other building is a choice, with its comments and distance.
    const choice = await within(dialog).findByRole('radio', { name: /17 King Street, Newtown/ });
    expect(within(dialog).getAllByRole('radio')).toHaveLength(1);
    expect(within(dialog).getByText('1 comment · 22 m away')).toBeVisible();

    // Both the building and a reason are needed.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Merge' }));
    expect(within(dialog).getByText('Choose a building.')).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(post).not.toHaveBeenCalled();

    await userEvent.click(choice);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), ' Corner block ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Merge' }));

    expect(post).toHaveBeenCalledWith(`/moderation/buildings/${HERE}/merge`, {
      into: NEXT_DOOR,
      reason: 'Corner block',
    });
    expect(await screen.findByRole('heading', { name: '17 King Street' })).toBeVisible();
    expect(router.pathname).toBe(`/buildings/${NEXT_DOOR}`);
    expect(router.action).toBe('REPLACE');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("keeps the merge dialog open with the API's message when the merge is refused", async () => {
    const { post } = serve({
      '/buildings/near': () => [nearby({ id: NEXT_DOOR, streetNumber: '17' })],
    });
    post.mockRejectedValue(
      apiError(400, 'BUILDING_TOO_FAR', 'The two buildings are 250 m apart, more than 200 m.'),
    );
    signIn(true);
    const { router } = renderPage();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Merge into another building…' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Merge into another building' });
    await userEvent.click(await within(dialog).findByRole('radio'));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Same place');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Merge' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The two buildings are 250 m apart, more than 200 m.',
    );
    expect(within(dialog).getByRole('radio')).toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveValue('Same place');
    expect(router.pathname).toBe(`/buildings/${HERE}`);
  });

  it('merges a unit into another of the building', async () => {
    const { get, post } = serve({});
    post.mockResolvedValue(okResponse(merge()));
    signIn(true);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Merge Unit 2…' }));
    const dialog = screen.getByRole('dialog', { name: 'Merge Unit 2 into another unit' });
    expect(within(dialog).getAllByRole('radio')).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('radio', { name: /Unit 3/ }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Same flat');
    const before = reads(get, `/buildings/${HERE}`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Merge' }));

    expect(post).toHaveBeenCalledWith(`/moderation/units/${UNIT_2}/merge`, {
      into: UNIT_3,
      reason: 'Same flat',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('The units are merged.');
    await waitFor(() => expect(reads(get, `/buildings/${HERE}`)).toBeGreaterThan(before));
  });

  it('splits a merge after asking why, then reads the history again', async () => {
    const { get, post } = serve({
      [`/moderation/buildings/${HERE}/merges`]: () => ({ content: [merge()] }),
    });
    post.mockResolvedValue(okResponse(merge({ splitAt: '2026-11-22T10:00:00.000Z' })));
    signIn(true);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Split Unit 2 → Unit 3' }));
    const dialog = screen.getByRole('dialog', { name: 'Split this merge?' });
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    expect(reason).toHaveFocus();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Split' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Give a reason.');
    expect(post).not.toHaveBeenCalled();

    await userEvent.type(reason, 'Two different flats');
    const before = reads(get, `/moderation/buildings/${HERE}/merges`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Split' }));
    expect(post).toHaveBeenCalledWith(`/moderation/merges/${MERGE}/split`, {
      reason: 'Two different flats',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('The merge is split.');
    await waitFor(() =>
      expect(reads(get, `/moderation/buildings/${HERE}/merges`)).toBeGreaterThan(before),
    );
  });

  it("shows the split's refusal in its dialog", async () => {
    const { post } = serve({
      [`/moderation/buildings/${HERE}/merges`]: () => ({ content: [merge()] }),
    });
    post.mockRejectedValue(apiError(409, 'CONFLICT', 'This merge is split already.'));
    signIn(true);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Split Unit 2 → Unit 3' }));
    const dialog = screen.getByRole('dialog', { name: 'Split this merge?' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Wrong');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Split' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This merge is split already.',
    );
  });
});

describe('a merged building', () => {
  it('replaces an old address with the building it joined', async () => {
    const { get } = serve({ [`/buildings/${OLD}`]: () => building() });
    const { router } = renderPage(OLD);
    expect(await screen.findByRole('heading', { name: '15 King Street' })).toBeVisible();
    await waitFor(() => expect(router.pathname).toBe(`/buildings/${HERE}`));
    expect(router.action).toBe('REPLACE');
    // The answer is the building's own: it is not asked for again under its id.
    expect(reads(get, `/buildings/${HERE}`)).toBe(0);
  });
});

describe('Watch this building', () => {
  const WATCHED = '40000000-0000-4000-8000-000000000001';
  /** A building area: the page reads only which building an area watches. */
  const buildingArea = (buildingId: string) =>
    ({ id: WATCHED, name: '15 King Street', kind: 'building', buildingId }) as WatchedArea;
  const watchedAreas = (...areas: WatchedArea[]) => ({
    '/users/me/watched-areas': () => ({ content: areas }),
  });
  const watchButton = () => screen.findByRole('button', { name: 'Watch this building' });

  /** Signed in, their areas read: the button is ready. */
  async function readyToWatch(areas: WatchedArea[] = []) {
    const { post } = serve(watchedAreas(...areas));
    signIn(false);
    renderPage();
    const button = await watchButton();
    await waitFor(() => expect(button).toBeEnabled());
    return { post, button };
  }

  it('watches it as a building area named as the heading, then says so with the way to manage it', async () => {
    const { post, button } = await readyToWatch([buildingArea(NEXT_DOOR)]);
    post.mockResolvedValue(okResponse(buildingArea(HERE), 201));
    await userEvent.click(button);

    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith('/users/me/watched-areas', {
      kind: 'building',
      buildingId: HERE,
      name: '15 King Street',
    });
    const watching = await screen.findByRole('status');
    expect(watching).toHaveTextContent('Watching this building');
    expect(watching).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Manage in Watched areas' })).toHaveAttribute(
      'href',
      '/watched-areas',
    );
    expect(screen.queryByRole('button', { name: 'Watch this building' })).not.toBeInTheDocument();
  });

  it('says it is watched from the start when one of their areas is this building', async () => {
    const { post } = serve(watchedAreas(buildingArea(NEXT_DOOR), buildingArea(HERE)));
    signIn(false);
    renderPage();
    expect(await screen.findByText('Watching this building')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Manage in Watched areas' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Watch this building' })).not.toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it("shows the API's message when they watch as many areas as they may", async () => {
    const { post, button } = await readyToWatch();
    const message = 'You can watch at most 20 areas. Delete one to add another.';
    post.mockRejectedValue(apiError(409, 'WATCHED_AREA_LIMIT', message));
    await userEvent.click(button);

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(button).toBeEnabled();
    expect(button).toHaveAccessibleDescription(message);
    expect(screen.queryByText('Watching this building')).not.toBeInTheDocument();
  });

  it('says it could not watch it when the API gives no reason', async () => {
    const { post, button } = await readyToWatch();
    post.mockRejectedValue(apiError(500, 'INTERNAL_ERROR'));
    await userEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not watch this building. Please try again.',
    );
  });

  it('signed out: says why, and a click asks the host to offer sign-in', async () => {
    const asked = record('auth:required');
    const { get, post } = serve({});
    renderPage();
    const button = await watchButton();
    expect(button).toHaveAccessibleDescription(
      'Sign in to be told of new comments on this building',
    );
    await userEvent.click(button);
    expect(asked).toEqual([{ reason: 'watch-building' }]);
    expect(post).not.toHaveBeenCalled();
    expect(reads(get, '/users/me/watched-areas')).toBe(0);
  });
});

describe('Condition reported by tenants', () => {
  const summary = (overrides: Partial<ConditionSummary>): ConditionSummary => ({
    category: 'damp-mould',
    label: 'Mould and damp',
    accounts: 3,
    notMetAccounts: 0,
    notMetUnits: 0,
    notMetReports: 0,
    firstYear: null,
    lastYear: null,
    medianDaysToFix: null,
    ...overrides,
  });
  const section = () => screen.findByRole('region', { name: 'Condition reported by tenants' });

  it('shows each category as the API adds it up, in its order, in words that judge nothing', async () => {
    serve({
      [`/buildings/${HERE}`]: () =>
        building({
          conditions: {
            shownFrom: 3,
            categories: [
              summary({
                notMetAccounts: 2,
                notMetUnits: 3,
                notMetReports: 5,
                firstYear: 2024,
                lastYear: 2026,
                medianDaysToFix: 20,
              }),
              summary({
                category: 'lighting',
                label: 'Lighting',
                accounts: 4,
                notMetAccounts: 1,
                notMetReports: 1,
                firstYear: 2025,
                lastYear: 2025,
              }),
              summary({ category: 'ventilation', label: 'Ventilation', accounts: 5 }),
            ],
            repairs: null,
          },
        }),
    });
    renderPage();
    const region = await section();
    expect(region).toHaveTextContent('A category is listed once 3 tenants have answered it.');
    const [damp, lighting, ventilation] = within(region).getAllByRole('listitem');
    expect(
      within(damp!).getByText('Mould and damp: reported not met by 2 tenants of 3'),
    ).toBeVisible();
    expect(within(damp!).getByText('3 units, 5 reports, 2024–26')).toBeVisible();
    expect(within(damp!).getByText('Median 20 days to fix')).toBeVisible();
    // No unit named: none is counted; one year; no median yet.
    expect(
      within(lighting!).getByText('Lighting: reported not met by 1 tenant of 4'),
    ).toBeVisible();
    expect(within(lighting!).getByText('1 report, 2025')).toBeVisible();
    expect(lighting).not.toHaveTextContent(/unit|Median/);
    expect(ventilation).toHaveTextContent(/^Ventilation: reported not met by none of 5 tenants$/);
    expect(region).not.toHaveTextContent(/illegal|breach|unlawful/i);
    // Too few tenants told the agent or landlord of something: no repairs figure.
    expect(within(region).queryByRole('heading', { name: 'Repairs' })).not.toBeInTheDocument();
  });

  const withRepairs = (repairs: RepairsSummary) => () =>
    building({ conditions: { shownFrom: 3, categories: [summary({ accounts: 4 })], repairs } });

  it('says how the agent or landlord answered what tenants told them of', async () => {
    serve({
      [`/buildings/${HERE}`]: withRepairs({
        accounts: 3,
        told: 7,
        fixed: 4,
        notFixed: 2,
        medianDaysToFix: 12.5,
      }),
    });
    renderPage();
    const region = await section();
    expect(within(region).getByRole('heading', { level: 3, name: 'Repairs' })).toBeVisible();
    expect(
      within(region).getByText(
        'Told of 7 problems by 3 tenants: 4 fixed (median 12.5 days), 2 still not fixed when asked.',
      ),
    ).toBeVisible();
  });

  it('leaves the median out while too few said when it was fixed', async () => {
    serve({
      [`/buildings/${HERE}`]: withRepairs({
        accounts: 3,
        told: 3,
        fixed: 1,
        notFixed: 0,
        medianDaysToFix: null,
      }),
    });
    renderPage();
    const region = await section();
    expect(
      within(region).getByText(
        'Told of 3 problems by 3 tenants: 1 fixed, 0 still not fixed when asked.',
      ),
    ).toBeVisible();
    expect(region).not.toHaveTextContent(/median/i);
  });

  it('says from how many tenants figures appear while no category has enough answers', async () => {
    serve({});
    renderPage();
    const region = await section();
    expect(region).toHaveTextContent(
      'Figures appear once 3 tenants have answered the checklist for this building.',
    );
    expect(within(region).queryByRole('list')).not.toBeInTheDocument();
  });
});

describe('Rent reported by tenants', () => {
  const section = () => screen.findByRole('region', { name: 'Rent reported by tenants' });
  const rent = (overrides: Partial<BuildingRent>): BuildingRent => ({
    shownFrom: 3,
    timeline: [],
    increases: null,
    ...overrides,
  });

  it('shows the median each year with its change on the year before, then the increases', async () => {
    serve({
      [`/buildings/${HERE}`]: () =>
        building({
          rent: rent({
            timeline: [
              { year: 2023, accounts: 3, median: { from: 430, to: 439 }, changePercent: null },
              { year: 2024, accounts: 4, median: { from: 450, to: 459 }, changePercent: 4.4 },
              { year: 2026, accounts: 3, median: { from: 440, to: 449 }, changePercent: -2.2 },
            ],
            increases: {
              accounts: 3,
              reports: 5,
              medianPercent: 4.1,
              withinTwelveMonthsAccounts: 1,
              shortNoticeAccounts: 2,
              withinTwelveMonthsAcrossTenantsUnits: 2,
            },
          }),
        }),
    });
    renderPage();
    const region = await section();
    expect(region).toHaveTextContent(
      'A year is listed once 3 tenants have shared their rent for it.',
    );
    const years = within(region).getByRole('list', { name: 'Median weekly rent by year' });
    expect(
      within(years)
        .getAllByRole('listitem')
        .map((year) => year.textContent),
    ).toEqual([
      '2023 · $430–$439 a week · 3 tenants',
      '2024 · $450–$459 a week · 4 tenants+4.4% on 2023',
      // The year shown before, not the year before: 2025 had too few tenants to show.
      '2026 · $440–$449 a week · 3 tenants-2.2% on 2024',
    ]);
    const increases = within(region).getByRole('list', { name: 'Increases' });
    expect(
      within(increases)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual([
      'Increases reported by 3 tenants (5 reports): median rise 4.1%',
      "2 tenants were given less notice than the state's rule",
      '1 tenant reported two increases within 12 months',
      "2 units' rent went up twice within 12 months across two tenants",
    ]);
    expect(region).not.toHaveTextContent(/illegal|breach|unlawful/i);
  });

  it('leaves out the notice and 12-month lines when no tenant reported them', async () => {
    serve({
      [`/buildings/${HERE}`]: () =>
        building({
          rent: rent({
            increases: {
              accounts: 4,
              reports: 4,
              medianPercent: 3,
              withinTwelveMonthsAccounts: 0,
              shortNoticeAccounts: 0,
              withinTwelveMonthsAcrossTenantsUnits: 0,
            },
          }),
        }),
    });
    renderPage();
    const region = await section();
    expect(within(region).queryByRole('list', { name: 'Median weekly rent by year' })).toBeNull();
    const increases = within(region).getByRole('list', { name: 'Increases' });
    expect(
      within(increases)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual(['Increases reported by 4 tenants (4 reports): median rise 3%']);
  });

  it('says from how many tenants figures appear while too few have shared their rent', async () => {
    serve({});
    renderPage();
    const region = await section();
    expect(region).toHaveTextContent(
      'Figures appear once 3 tenants have shared their rent for this building.',
    );
    expect(within(region).queryByRole('list')).not.toBeInTheDocument();
  });
});
