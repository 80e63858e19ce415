import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RENT_LIMITS, apiClient } from 'shared';
import { apiError, okResponse, savedMarker } from '../../../../test/api-mocks';
import { addCommentTestSession, fillInAndSave, lastBody, renderAddComment } from '../testing';

const NEWTOWN = {
  location: { lat: -33.8976, lon: 151.1793, address: '15 King Street, Newtown NSW 2042' },
  locationModel: { name: 'Newtown', state: 'New South Wales', city: 'Sydney', postcode: '2042' },
};

/** Nothing said about the place yet, no building near. */
function answeringGets() {
  return jest
    .spyOn(apiClient, 'get')
    .mockImplementation((url: string) =>
      Promise.resolve(okResponse(url === '/buildings/near' ? [] : { content: [] })),
    );
}

const posting = () =>
  jest.spyOn(apiClient, 'post').mockResolvedValue(okResponse(savedMarker(), 201));

const toggle = () => screen.getByRole('button', { name: 'Rent (optional)' });
const openRent = () => userEvent.click(toggle());
const increase = (number: number) => screen.getByRole('group', { name: `Increase ${number}` });

/** Sets an input the way a date or month picker does: the whole value at once. */
const pick = (label: string, value: string, within_: HTMLElement = document.body) =>
  fireEvent.change(within(within_).getByLabelText(label), { target: { value } });

async function typeInto(label: string, value: string, scope: HTMLElement = document.body) {
  await userEvent.type(within(scope).getByLabelText(label), value);
}

addCommentTestSession({ quietConsole: true });

describe('Rent (optional)', () => {
  it('is closed at first, and opened shows every field with its label and the privacy hint', async () => {
    answeringGets();
    renderAddComment(NEWTOWN);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByLabelText('Weekly rent when you moved in ($)')).not.toBeVisible();

    await openRent();
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(
      screen.getByText(
        'Others see your rent in $10 bands until 3 tenants of this building have shared theirs or you have moved out.',
      ),
    ).toBeVisible();
    expect(
      screen.getByRole('spinbutton', { name: 'Weekly rent when you moved in ($)' }),
    ).toBeVisible();
    expect(screen.getByLabelText('Moved in')).toHaveAttribute('type', 'month');
    expect(screen.getByLabelText('Moved out (if you have)')).toHaveAttribute('type', 'month');
    expect(screen.getByRole('spinbutton', { name: 'Bond ($)' })).toBeVisible();
    const agreement = screen.getByRole('combobox', { name: 'Agreement' });
    expect(
      within(agreement)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Not given', 'Fixed term', 'Periodic (no end date)', 'Other']);
    expect(screen.getByRole('group', { name: 'Rent increases' })).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Increase 1' })).toBeNull();
  });

  it('sends the record with numbers as numbers, the increases as entered, and nothing left blank', async () => {
    answeringGets();
    const post = posting();
    renderAddComment(NEWTOWN);
    await openRent();
    await typeInto('Weekly rent when you moved in ($)', '455');
    pick('Moved in', '2024-03');
    await typeInto('Bond ($)', '1820');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Agreement' }),
      'Periodic (no end date)',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Add an increase' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add an increase' }));
    // The later one first: sent as entered, the API sorts them.
    pick('Date the new rent began', '2025-05-10', increase(1));
    await typeInto('New weekly rent ($)', '485', increase(1));
    await typeInto('Days of notice', '45', increase(1));
    await userEvent.selectOptions(
      within(increase(1)).getByRole('combobox', { name: 'Notice in writing' }),
      'Yes',
    );
    pick('Date the new rent began', '2024-09-01', increase(2));
    await typeInto('New weekly rent ($)', '470', increase(2));
    expect(
      within(increase(2)).getByRole('combobox', { name: 'Notice in writing' }),
    ).toHaveDisplayValue('Not sure');
    await fillInAndSave();

    expect(lastBody(post).rent).toEqual({
      weeklyRent: 455,
      movedIn: '2024-03',
      bond: 1820,
      agreement: 'periodic',
      increases: [
        { on: '2025-05-10', newRent: 485, noticeDays: 45, inWriting: true },
        { on: '2024-09-01', newRent: 470 },
      ],
    });
  });

  it('sends no rent when the section stays closed', async () => {
    answeringGets();
    const post = posting();
    renderAddComment(NEWTOWN);
    await fillInAndSave();
    expect(lastBody(post)).not.toHaveProperty('rent');
  });

  it('sends no rent when opened with a blank increase added, and nothing else', async () => {
    answeringGets();
    const post = posting();
    renderAddComment(NEWTOWN);
    await openRent();
    await userEvent.click(screen.getByRole('button', { name: 'Add an increase' }));
    await fillInAndSave();
    expect(lastBody(post)).not.toHaveProperty('rent');
  });

  it('leaves a blank increase and the optional fields out of the record', async () => {
    answeringGets();
    const post = posting();
    renderAddComment(NEWTOWN);
    await openRent();
    await userEvent.click(screen.getByRole('button', { name: 'Add an increase' }));
    await typeInto('Weekly rent when you moved in ($)', '600');
    pick('Moved in', '2023-01');
    pick('Moved out (if you have)', '2025-06');
    await fillInAndSave();
    expect(lastBody(post).rent).toEqual({
      weeklyRent: 600,
      movedIn: '2023-01',
      movedOut: '2025-06',
      increases: [],
    });
  });

  it('says on the field that the weekly rent is missing, and sends nothing until it is given', async () => {
    answeringGets();
    const post = posting();
    renderAddComment(NEWTOWN);
    await openRent();
    pick('Moved in', '2024-03');
    await typeInto('Bond ($)', '1820');
    // Closed again: the check opens it to show what stops the save.
    await userEvent.click(toggle());
    await fillInAndSave();

    expect(post).not.toHaveBeenCalledWith('/marker', expect.anything());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    const weekly = screen.getByRole('spinbutton', { name: 'Weekly rent when you moved in ($)' });
    expect(weekly).toBeInvalid();
    expect(weekly).toHaveAccessibleDescription(
      'Give the weekly rent when you moved in, or leave the whole rent section empty.',
    );
    expect(weekly).toHaveFocus();
    expect(screen.getByLabelText('Moved in')).not.toHaveAttribute('aria-invalid');

    await typeInto('Weekly rent when you moved in ($)', '455');
    expect(weekly).not.toHaveAttribute('aria-invalid');
    expect(weekly).not.toHaveAccessibleDescription();
    await userEvent.click(screen.getByRole('button', { name: 'Save Comment' }));
    expect(lastBody(post).rent).toEqual({
      weeklyRent: 455,
      movedIn: '2024-03',
      bond: 1820,
      increases: [],
    });
  });

  it('asks for the month moved in, and for the day and rent of an increase begun', async () => {
    answeringGets();
    const post = posting();
    renderAddComment(NEWTOWN);
    await openRent();
    await userEvent.click(screen.getByRole('button', { name: 'Add an increase' }));
    await typeInto('Days of notice', '30', increase(1));
    await typeInto('Weekly rent when you moved in ($)', '455');
    await fillInAndSave();

    expect(post).not.toHaveBeenCalledWith('/marker', expect.anything());
    expect(screen.getByLabelText('Moved in')).toHaveAccessibleDescription(
      'Give the month you moved in, or leave the whole rent section empty.',
    );
    expect(
      within(increase(1)).getByLabelText('Date the new rent began'),
    ).toHaveAccessibleDescription('Give the date the new rent began, or remove this increase.');
    expect(
      within(increase(1)).getByRole('spinbutton', { name: 'New weekly rent ($)' }),
    ).toHaveAccessibleDescription('Give the new weekly rent, or remove this increase.');
    // The first field stopped takes focus.
    expect(screen.getByLabelText('Moved in')).toHaveFocus();
  });

  it('adds and removes increases, each Remove naming its increase, up to the limit', async () => {
    answeringGets();
    renderAddComment(NEWTOWN);
    await openRent();
    const add = screen.getByRole('button', { name: 'Add an increase' });
    await userEvent.click(add);
    await userEvent.click(add);
    await userEvent.click(add);
    await typeInto('New weekly rent ($)', '470', increase(2));
    await typeInto('New weekly rent ($)', '490', increase(3));

    await userEvent.click(screen.getByRole('button', { name: 'Remove increase 2' }));
    expect(screen.getAllByRole('button', { name: /^Remove increase/ })).toHaveLength(2);
    // The third is the second now, and keeps what was typed.
    expect(
      within(increase(2)).getByRole('spinbutton', { name: 'New weekly rent ($)' }),
    ).toHaveValue(490);
    expect(screen.queryByRole('group', { name: 'Increase 3' })).toBeNull();

    for (let count = 2; count < RENT_LIMITS.increasesMax; count += 1) fireEvent.click(add);
    expect(screen.getAllByRole('button', { name: /^Remove increase/ })).toHaveLength(
      RENT_LIMITS.increasesMax,
    );
    expect(add).toBeDisabled();
    expect(screen.getByText(`Up to ${RENT_LIMITS.increasesMax} increases.`)).toBeVisible();
  });

  it("shows the API's refusal of the dates in the section, and keeps what was typed", async () => {
    answeringGets();
    const message = 'An increase on 2023-01-10 is before moving in (2024-03).';
    jest.spyOn(apiClient, 'post').mockRejectedValue(apiError(400, 'RENT_INVALID', message));
    renderAddComment(NEWTOWN);
    await openRent();
    await typeInto('Weekly rent when you moved in ($)', '455');
    pick('Moved in', '2024-03');
    await userEvent.click(screen.getByRole('button', { name: 'Add an increase' }));
    pick('Date the new rent began', '2023-01-10', increase(1));
    await typeInto('New weekly rent ($)', '480', increase(1));
    await fillInAndSave();

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(
      screen.getByRole('spinbutton', { name: 'Weekly rent when you moved in ($)' }),
    ).toHaveValue(455);
    expect(within(increase(1)).getByLabelText('Date the new rent began')).toHaveValue('2023-01-10');
    expect(screen.getByRole('button', { name: 'Save Comment' })).toBeEnabled();
  });

  it('asks before Escape drops a rent typed', async () => {
    answeringGets();
    renderAddComment(NEWTOWN);
    await openRent();
    await typeInto('Bond ($)', '1000');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Discard this comment?' })).toBeInTheDocument();
  });
});
