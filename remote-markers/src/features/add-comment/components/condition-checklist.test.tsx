import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient, type ConditionList, type NearbyBuilding } from 'shared';
import { apiError, okResponse, savedMarker } from '../../../../test/api-mocks';
import { addCommentTestSession, fillInAndSave, lastBody, renderAddComment } from '../testing';

/** A place in Newtown whose region is its state (the geocoder named no district). */
const NEWTOWN = {
  location: { lat: -33.8976, lon: 151.1793, address: 'King Street, Newtown NSW 2042' },
  locationModel: { name: 'Newtown', state: 'New South Wales', city: 'Sydney', postcode: '2042' },
};

const source = (section: string) => ({
  citation: `Residential Tenancies Act 2010 (NSW) ${section}`,
  url: 'https://legislation.nsw.gov.au/view/html/inforce/current/act-2010-042#sec.52',
});

const NSW_LIST: ConditionList = {
  id: 'nsw-2020-03',
  state: 'NSW',
  title: 'NSW minimum standards for rented homes',
  inForceFrom: '2020-03-23',
  checkedOn: '2026-12-05',
  regulator: { name: 'NSW Fair Trading', url: 'https://www.fairtrading.nsw.gov.au/' },
  items: [
    {
      id: 'nsw.damp',
      category: 'damp-mould',
      categoryLabel: 'Mould and damp',
      label: 'No significant dampness',
      detail:
        'Floors, walls, ceilings and supporting structures not subject to significant dampness.',
      source: source('s 52(1B)'),
    },
    {
      id: 'nsw.lighting',
      category: 'lighting',
      categoryLabel: 'Lighting',
      label: 'Lighting in every room',
      detail: 'Adequate natural or artificial light in each room.',
      source: source('s 52(1A)(b)'),
    },
    {
      id: 'nsw.ventilation',
      category: 'ventilation',
      categoryLabel: 'Ventilation',
      label: 'Ventilation',
      detail: 'Adequate ventilation.',
      source: source('s 52(1A)(c)'),
    },
  ],
  measurements: [
    {
      name: 'coldestRoomCelsius',
      label: 'Coldest room in winter',
      unit: '°C',
      min: -10,
      max: 40,
      step: 0.5,
    },
    {
      name: 'indoorHumidityPercent',
      label: 'Humidity indoors in winter',
      unit: '%',
      min: 0,
      max: 100,
      step: 1,
    },
  ],
};

/**
 * GET answers: the NSW list (after `listFailures` failures), no building near, nothing said
 * about the place yet.
 */
function answeringGets({ listFailures = 0, buildings = [] as NearbyBuilding[] } = {}) {
  let failures = listFailures;
  return jest.spyOn(apiClient, 'get').mockImplementation((url: string) => {
    if (url !== '/condition-lists') {
      return Promise.resolve(okResponse(url === '/buildings/near' ? buildings : { content: [] }));
    }
    if (failures-- > 0) return Promise.reject(apiError(503, 'INTERNAL_ERROR'));
    return Promise.resolve(okResponse(NSW_LIST));
  });
}

const listRequests = (get: jest.SpyInstance) =>
  get.mock.calls.filter(([url]) => url === '/condition-lists');

/** Opens the checklist and waits for its list. */
async function openChecklist(): Promise<void> {
  await userEvent.click(screen.getByRole('button', { name: 'Condition checklist (optional)' }));
  await screen.findByRole('heading', { name: NSW_LIST.title });
}

const item = (label: string) => screen.getByRole('group', { name: label });

async function answer(label: string, choice: 'Met' | 'Not met' | 'Not sure') {
  await userEvent.click(within(item(label)).getByRole('radio', { name: choice }));
}

addCommentTestSession({ quietConsole: true });

describe('Condition checklist', () => {
  it("is closed at first, and fetches the list of the place's state only when opened", async () => {
    const get = answeringGets();
    renderAddComment(NEWTOWN);
    const toggle = screen.getByRole('button', { name: 'Condition checklist (optional)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(listRequests(get)).toEqual([]);

    await openChecklist();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(listRequests(get)).toEqual([
      [
        '/condition-lists',
        expect.objectContaining({ params: { state: 'New South Wales', postcode: '2042' } }),
      ],
    ]);
    expect(screen.getByText('Answer what you know; leave the rest.')).toBeVisible();

    const damp = item('No significant dampness');
    expect(damp).toHaveAccessibleDescription(NSW_LIST.items[0]!.detail);
    const answers = within(damp).getAllByRole('radio');
    expect(answers.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Met',
      'Not met',
      'Not sure',
    ]);
    answers.forEach((radio) => expect(radio).not.toBeChecked());
    const cited = within(damp).getByRole('link', {
      name: 'Source: Residential Tenancies Act 2010 (NSW) s 52(1B)',
    });
    expect(cited).toHaveAttribute('href', NSW_LIST.items[0]!.source.url);
    expect(cited).toHaveAttribute('target', '_blank');
    expect(cited.getAttribute('rel')).toContain('noopener');

    const coldest = screen.getByRole('spinbutton', { name: 'Coldest room in winter (°C)' });
    expect(coldest).toHaveAttribute('min', '-10');
    expect(coldest).toHaveAttribute('max', '40');
    expect(coldest).toHaveAttribute('step', '0.5');
    expect(
      screen.getByRole('spinbutton', { name: 'Humidity indoors in winter (%)' }),
    ).toHaveAttribute('step', '1');
  });

  it('sends exactly the answers and measurement given', async () => {
    answeringGets();
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue(okResponse(savedMarker(), 201));
    renderAddComment(NEWTOWN);
    await openChecklist();
    await answer('Lighting in every room', 'Met');
    await answer('No significant dampness', 'Not met');
    const damp = item('No significant dampness');
    fireEvent.change(within(damp).getByLabelText('Told the agent or landlord on'), {
      target: { value: '2024-06-02' },
    });
    await userEvent.type(
      within(damp).getByRole('spinbutton', { name: 'Fixed after (days)' }),
      '30',
    );
    await userEvent.type(
      screen.getByRole('spinbutton', { name: 'Coldest room in winter (°C)' }),
      '12.5',
    );
    await fillInAndSave();

    expect(post).toHaveBeenCalledWith('/marker', expect.anything());
    expect(lastBody(post).checklist).toEqual({
      answers: [
        { item: 'nsw.damp', answer: 'not-met', toldOn: '2024-06-02', fixedAfterDays: 30 },
        { item: 'nsw.lighting', answer: 'met' },
      ],
      coldestRoomCelsius: 12.5,
    });
  });

  it('sends no checklist when nothing was answered, opened or not, or an answer was cleared', async () => {
    answeringGets();
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue(okResponse(savedMarker(), 201));
    renderAddComment(NEWTOWN);
    await openChecklist();
    await answer('Ventilation', 'Not sure');
    await userEvent.click(within(item('Ventilation')).getByRole('button', { name: 'Clear' }));
    expect(within(item('Ventilation')).getByRole('radio', { name: 'Not sure' })).not.toBeChecked();
    await fillInAndSave();
    expect(lastBody(post)).not.toHaveProperty('checklist');
  });

  it('sends no checklist, and never asks for the list, when the section stays closed', async () => {
    const get = answeringGets();
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue(okResponse(savedMarker(), 201));
    renderAddComment(NEWTOWN);
    await fillInAndSave();
    expect(lastBody(post)).not.toHaveProperty('checklist');
    expect(listRequests(get)).toEqual([]);
  });

  it('asks "Fixed after" only once the day told is given, and no later than today', async () => {
    answeringGets();
    renderAddComment(NEWTOWN);
    await openChecklist();
    expect(
      within(item('Ventilation')).queryByLabelText('Told the agent or landlord on'),
    ).toBeNull();
    await answer('Ventilation', 'Not met');
    const ventilation = item('Ventilation');
    const told = within(ventilation).getByLabelText('Told the agent or landlord on');
    const fixed = within(ventilation).getByRole('spinbutton', { name: 'Fixed after (days)' });
    const now = new Date();
    const today = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
      .map((part) => String(part).padStart(2, '0'))
      .join('-');
    expect(told).toHaveAttribute('max', today);
    expect(fixed).toBeDisabled();
    expect(fixed).toHaveAccessibleDescription('Give the day you told them first.');

    fireEvent.change(told, { target: { value: '2024-06-02' } });
    expect(fixed).toBeEnabled();
    // No photos on the comment: nothing to point to.
    expect(within(ventilation).queryByRole('combobox', { name: 'Photo that shows it' })).toBeNull();
  });

  it("shows the API's refusal of an answer, and keeps every answer", async () => {
    answeringGets();
    const message = "Item 'nsw.damp': 400 days after 2024-06-02 is still to come.";
    jest
      .spyOn(apiClient, 'post')
      .mockRejectedValue(apiError(400, 'CONDITION_ANSWER_INVALID', message));
    renderAddComment(NEWTOWN);
    await openChecklist();
    await answer('No significant dampness', 'Not met');
    const damp = item('No significant dampness');
    fireEvent.change(within(damp).getByLabelText('Told the agent or landlord on'), {
      target: { value: '2024-06-02' },
    });
    await userEvent.type(
      within(damp).getByRole('spinbutton', { name: 'Fixed after (days)' }),
      '400',
    );
    await userEvent.type(
      screen.getByRole('spinbutton', { name: 'Humidity indoors in winter (%)' }),
      '70',
    );
    await fillInAndSave();

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(
      within(item('No significant dampness')).getByRole('radio', { name: 'Not met' }),
    ).toBeChecked();
    expect(within(damp).getByLabelText('Told the agent or landlord on')).toHaveValue('2024-06-02');
    expect(within(damp).getByRole('spinbutton', { name: 'Fixed after (days)' })).toHaveValue(400);
    expect(screen.getByRole('spinbutton', { name: 'Humidity indoors in winter (%)' })).toHaveValue(
      70,
    );
    expect(screen.getByRole('button', { name: 'Save Comment' })).toBeEnabled();
  });

  it('says when the list could not be loaded, and tries again', async () => {
    const get = answeringGets({ listFailures: 1 });
    renderAddComment(NEWTOWN);
    await userEvent.click(screen.getByRole('button', { name: 'Condition checklist (optional)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The checklist could not be loaded.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: NSW_LIST.title })).toBeVisible();
    expect(listRequests(get)).toHaveLength(2);
  });

  it("asks for the list of the chosen building's state, the one the API checks against", async () => {
    const get = answeringGets({
      buildings: [
        {
          id: '11111111-1111-4111-8111-111111111111',
          fullAddress: '300 King Street, Newtown NSW 2042',
          streetNumber: '300',
          street: 'King Street',
          suburb: 'Newtown',
          state: 'NSW',
          postcode: '2042',
          lat: -33.8976,
          lon: 151.1793,
          commentCount: 2,
          distanceMetres: 4,
        },
      ],
    });
    // The region sent with the comment is its district, which names no state.
    renderAddComment({
      ...NEWTOWN,
      locationModel: { ...NEWTOWN.locationModel, district: 'Newtown' },
    });
    const buildings = await screen.findByRole('group', { name: 'Which building is it?' });
    await userEvent.click(within(buildings).getAllByRole('radio')[0] as HTMLElement);
    await openChecklist();
    expect(listRequests(get)).toEqual([
      ['/condition-lists', expect.objectContaining({ params: { state: 'NSW', postcode: '2042' } })],
    ]);
  });

  it('points to the photo that shows an item not met', async () => {
    answeringGets();
    const post = jest
      .spyOn(apiClient, 'post')
      .mockImplementation((url: string) =>
        Promise.resolve(
          url === '/marker'
            ? okResponse(savedMarker(), 201)
            : okResponse({ id: '1', url: '/api/file-storage/files/p.jpg', name: 'p.jpg' }),
        ),
      );
    renderAddComment(NEWTOWN);
    const file = new File(['x'], 'p.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByLabelText('Photos'), { target: { files: [file] } });
    await screen.findByRole('img', { name: 'Photo 1' });
    await openChecklist();
    await answer('Ventilation', 'Not met');
    const photo = within(item('Ventilation')).getByRole('combobox', {
      name: 'Photo that shows it',
    });
    expect(photo).toHaveValue('');
    expect(
      within(photo)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['None', 'Photo 1']);
    await userEvent.selectOptions(photo, 'Photo 1');
    await fillInAndSave();
    expect(lastBody(post).checklist).toEqual({
      answers: [{ item: 'nsw.ventilation', answer: 'not-met', photo: 'p.jpg' }],
    });
  });

  it('asks before Escape drops an answer', async () => {
    answeringGets();
    renderAddComment(NEWTOWN);
    await openChecklist();
    await answer('Ventilation', 'Met');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Discard this comment?' })).toBeInTheDocument();
  });
});
