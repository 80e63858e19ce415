/**
 * "Was it fixed?" on My comments: each item a comment's checklist reported not met, and not
 * yet said fixed, asks whether the agent or landlord fixed it. And the page opened from a
 * follow-up message's link (?comment=<id>) goes to that comment.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import {
  apiClient,
  type Checklist,
  type ConditionAnswer,
  type ConditionItem,
  type ConditionList,
  type OwnChecklist,
  type OwnComment,
} from 'shared';
import MyCommentsPage from '../src/exposed/my-comments-page';
import { resetListPageSignInPrompts } from '../src/components/own-list-page';
import {
  apiError,
  deferred,
  endTest,
  mockGet,
  ok,
  savedComment,
  signIn,
  USER,
} from './api-stand-in';

const ID_1 = '11111111-1111-4111-8111-111111111111';
const ID_2 = '22222222-2222-4222-8222-222222222222';

const item = (id: string, category: ConditionItem['category'], label: string): ConditionItem => ({
  id,
  category,
  categoryLabel: label,
  label,
  detail: '',
  source: { citation: 'Residential Tenancies Act 2010 (NSW) s 52', url: 'https://law.test' },
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
    item('nsw.locks', 'locks', 'Locks on doors'),
  ],
  measurements: [],
};

const answer = (
  overrides: Partial<ConditionAnswer> & Pick<ConditionAnswer, 'item' | 'category'>,
) => ({
  answer: 'not-met' as const,
  photo: null,
  toldIn: null,
  fixedAfterDays: null,
  notFixedAfterDays: null,
  ...overrides,
});

/** Damp told in September, lighting never told, water met, locks fixed already. */
const checklist: Checklist = {
  list: 'nsw-2020-03',
  answers: [
    answer({ item: 'nsw.damp', category: 'damp-mould', toldIn: '2026-09' }),
    answer({ item: 'nsw.lighting', category: 'lighting' }),
    answer({ item: 'nsw.water', category: 'water', answer: 'met' }),
    answer({ item: 'nsw.locks', category: 'locks', toldIn: '2025-06', fixedAfterDays: 40 }),
  ],
  coldestRoomCelsius: null,
  indoorHumidityPercent: null,
};

/** The checklist as PUT …/repairs/:item answers it, with `changes` made to `item`'s answer. */
function answered(item: string, changes: Partial<OwnChecklist['answers'][number]>): OwnChecklist {
  return {
    ...checklist,
    answers: checklist.answers.map((each) => ({
      ...each,
      toldOn: each.toldIn && `${each.toldIn}-10`,
      notFixedOn: null,
      ...(each.item === item ? changes : {}),
    })),
  };
}

function mockApi(comments: OwnComment[], list: () => unknown = () => NSW) {
  const get = mockGet({
    '/users/me/comments': () => ({
      content: comments,
      totalElements: comments.length,
      nextCursor: null,
    }),
    '/users/me': () => USER,
    '/condition-lists': list,
  });
  const put = jest.spyOn(apiClient, 'put');
  return { get, put };
}

function renderPage(entry = '/my-comments') {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/my-comments" element={<MyCommentsPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** The item of "Was it fixed?" that `label` names. */
async function repairItem(label: string) {
  const section = await screen.findByRole('region', { name: 'Was it fixed?' });
  const name = await within(section).findByText(label);
  return name.closest('li') as HTMLElement;
}

const typeDay = (field: HTMLElement, day: string) =>
  fireEvent.change(field, { target: { value: day } });

beforeEach(() => resetListPageSignInPrompts());
afterEach(endTest);

describe('Was it fixed?', () => {
  it('asks about each item reported not met and not said fixed, by its label in the list', async () => {
    signIn();
    const { get } = mockApi([savedComment({ checklist }), savedComment({ id: ID_2 })]);
    renderPage();

    const [mine, plain] = (await screen.findAllByTestId('my-comment')) as [
      HTMLElement,
      HTMLElement,
    ];
    const section = within(mine).getByRole('region', { name: 'Was it fixed?' });
    await within(section).findByText('No significant dampness');
    const items = within(section).getAllByTestId('repair-item');
    expect(items.map((each) => each.firstChild?.textContent)).toEqual([
      'No significant dampness',
      'Lighting in every room',
    ]);
    // The list of the checklist's state names the items.
    expect(get).toHaveBeenCalledWith(
      '/condition-lists',
      expect.objectContaining({ params: { state: 'nsw' } }),
    );

    const [damp, lighting] = items as [HTMLElement, HTMLElement];
    // Told in September already: only the day of the repair is asked.
    expect(within(damp).getByLabelText('Yes, fixed on')).toHaveAttribute('type', 'date');
    expect(within(damp).queryByLabelText('Told the agent or landlord on')).toBeNull();
    expect(within(damp).getByRole('group', { name: 'No significant dampness' })).toBeVisible();
    expect(
      within(damp).getByRole('button', { name: 'Save, fixed: No significant dampness' }),
    ).toHaveTextContent('Save');
    expect(
      within(damp).getByRole('button', {
        name: 'Not yet, still not fixed: No significant dampness',
      }),
    ).toHaveTextContent('Not yet');
    // Never told: the day they told the agent or landlord is asked too.
    expect(within(lighting).getByLabelText('Told the agent or landlord on')).toHaveAttribute(
      'type',
      'date',
    );
    expect(within(lighting).getByLabelText('Yes, fixed on')).toBeVisible();
    expect(within(mine).queryByTestId('repair-status')).toBeNull();

    expect(within(plain).queryByRole('region', { name: 'Was it fixed?' })).toBeNull();
  });

  it('names an item by its category while its list cannot be read', async () => {
    signIn();
    mockApi([savedComment({ checklist })], () => {
      throw new Error('down');
    });
    renderPage();
    expect(await repairItem('Damp mould')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save, fixed: Damp mould' })).toBeVisible();
  });

  it('Save sends the day it was fixed, then says how long it took in place of the form', async () => {
    signIn();
    const { put } = mockApi([savedComment({ checklist })]);
    const sent = deferred<unknown>();
    put.mockReturnValue(sent.promise as never);
    renderPage();
    const damp = await repairItem('No significant dampness');

    typeDay(within(damp).getByLabelText('Yes, fixed on'), '2026-10-22');
    await userEvent.click(within(damp).getByRole('button', { name: /^Save, fixed:/ }));

    expect(put).toHaveBeenCalledWith(`/marker/marker-comments/${ID_1}/repairs/nsw.damp`, {
      fixed: true,
      fixedOn: '2026-10-22',
    });
    const saving = within(damp).getByRole('button', { name: /^Save, fixed:/ });
    expect(saving).toHaveTextContent('Saving…');
    expect(saving).toHaveAttribute('aria-busy', 'true');
    expect(within(damp).getByRole('button', { name: /^Not yet/ })).toBeDisabled();

    sent.resolve(ok(answered('nsw.damp', { fixedAfterDays: 12 })));
    const status = await within(damp).findByTestId('repair-status');
    expect(status).toHaveTextContent('Fixed after 12 days.');
    await waitFor(() => expect(status).toHaveFocus());
    expect(within(damp).queryByRole('button')).toBeNull();
    expect(within(damp).queryByLabelText('Yes, fixed on')).toBeNull();
    // The other item still asks.
    expect(await repairItem('Lighting in every room')).toContainElement(
      screen.getByRole('button', { name: 'Save, fixed: Lighting in every room' }),
    );
  });

  it('Not yet sends the day told when there was none, says how long since, and keeps the form', async () => {
    signIn();
    const { put } = mockApi([savedComment({ checklist })]);
    put.mockResolvedValue(
      ok(
        answered('nsw.lighting', {
          toldIn: '2026-11',
          toldOn: '2026-11-01',
          notFixedAfterDays: 36,
          notFixedOn: '2026-12-07',
        }),
      ),
    );
    renderPage();
    const lighting = await repairItem('Lighting in every room');

    typeDay(within(lighting).getByLabelText('Told the agent or landlord on'), '2026-11-01');
    await userEvent.click(within(lighting).getByRole('button', { name: /^Not yet/ }));

    expect(put).toHaveBeenCalledWith(`/marker/marker-comments/${ID_1}/repairs/nsw.lighting`, {
      fixed: false,
      toldOn: '2026-11-01',
    });
    const status = await within(lighting).findByTestId('repair-status');
    expect(status).toHaveTextContent('Still not fixed, 36 days after you told them.');
    await waitFor(() => expect(status).toHaveFocus());
    // They can say later that it was fixed; the day told is known now.
    expect(within(lighting).getByLabelText('Yes, fixed on')).toBeVisible();
    expect(within(lighting).queryByLabelText('Told the agent or landlord on')).toBeNull();
    expect(within(lighting).getByRole('button', { name: /^Save, fixed:/ })).toBeEnabled();
  });

  it('an item said not fixed before says so, and can be said fixed now', async () => {
    signIn();
    const { put } = mockApi([
      savedComment({
        checklist: {
          ...checklist,
          answers: [
            answer({
              item: 'nsw.damp',
              category: 'damp-mould',
              toldIn: '2026-09',
              notFixedAfterDays: 30,
            }),
          ],
        },
      }),
    ]);
    put.mockResolvedValue(ok(answered('nsw.damp', { fixedAfterDays: 50 })));
    renderPage();
    const damp = await repairItem('No significant dampness');
    expect(within(damp).getByTestId('repair-status')).toHaveTextContent(
      'Still not fixed, 30 days after you told them.',
    );

    // From the keyboard: Enter in the field saves it.
    const fixedOn = within(damp).getByLabelText('Yes, fixed on');
    await userEvent.click(fixedOn);
    typeDay(fixedOn, '2026-11-29');
    await userEvent.keyboard('{Enter}');
    expect(put).toHaveBeenCalledWith(`/marker/marker-comments/${ID_1}/repairs/nsw.damp`, {
      fixed: true,
      fixedOn: '2026-11-29',
    });
    expect(await within(damp).findByText('Fixed after 50 days.')).toBeVisible();
  });

  it("shows the API's refusal beside the item, and keeps the days typed", async () => {
    signIn();
    const { put } = mockApi([savedComment({ checklist })]);
    put.mockRejectedValue(
      apiError(
        400,
        'CONDITION_ANSWER_INVALID',
        'A repair cannot come before the agent or landlord was told.',
      ),
    );
    renderPage();
    const lighting = await repairItem('Lighting in every room');

    typeDay(within(lighting).getByLabelText('Told the agent or landlord on'), '2026-11-01');
    typeDay(within(lighting).getByLabelText('Yes, fixed on'), '2026-10-01');
    await userEvent.click(within(lighting).getByRole('button', { name: /^Save/ }));

    expect(await within(lighting).findByRole('alert')).toHaveTextContent(
      'A repair cannot come before the agent or landlord was told.',
    );
    expect(within(lighting).getByLabelText('Told the agent or landlord on')).toHaveValue(
      '2026-11-01',
    );
    expect(within(lighting).getByLabelText('Yes, fixed on')).toHaveValue('2026-10-01');
    expect(within(lighting).getByRole('button', { name: /^Save/ })).toBeEnabled();
    expect(within(lighting).queryByTestId('repair-status')).toBeNull();
    // Only the item answered says it.
    expect(within(await repairItem('No significant dampness')).queryByRole('alert')).toBeNull();
  });

  it('asks for a day left out without asking the API', async () => {
    signIn();
    const { put } = mockApi([savedComment({ checklist })]);
    renderPage();
    const lighting = await repairItem('Lighting in every room');
    const told = within(lighting).getByLabelText('Told the agent or landlord on');

    await userEvent.click(within(lighting).getByRole('button', { name: /^Not yet/ }));
    expect(within(lighting).getByRole('alert')).toHaveTextContent(
      'Enter the day you told the agent or landlord.',
    );
    expect(told).toHaveAttribute('aria-invalid', 'true');
    expect(told).toHaveAccessibleDescription('Enter the day you told the agent or landlord.');
    expect(told).toHaveFocus();

    typeDay(told, '2026-11-01');
    expect(within(lighting).queryByRole('alert')).toBeNull();
    await userEvent.click(within(lighting).getByRole('button', { name: /^Save/ }));
    expect(within(lighting).getByRole('alert')).toHaveTextContent('Enter the day it was fixed.');
    expect(within(lighting).getByLabelText('Yes, fixed on')).toHaveFocus();
    expect(put).not.toHaveBeenCalled();
  });
});

describe('/my-comments?comment=<id>', () => {
  const scrollIntoView = jest.fn();
  beforeAll(() => {
    // jsdom lays nothing out.
    Element.prototype.scrollIntoView = scrollIntoView;
  });
  afterEach(() => scrollIntoView.mockClear());

  it('scrolls to the comment the link names and focuses it', async () => {
    signIn();
    mockApi([savedComment(), savedComment({ id: ID_2, unitNumber: '7' })]);
    renderPage(`/my-comments?comment=${ID_2}`);

    const heading = await screen.findByRole('heading', { level: 2, name: '7 · Bondi Beach' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(heading.closest('li'));
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
  });

  it('leaves the page where it is without one', async () => {
    signIn();
    mockApi([savedComment()]);
    renderPage();
    await screen.findByTestId('my-comment');
    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(document.body).toHaveFocus();
  });
});
