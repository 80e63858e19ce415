import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInRouter } from '../../../testing/router';
import { FilterBar } from './filter-bar';

function renderBar(path = '/?lat=-33.87&lon=151.21&z=13') {
  return renderInRouter(<FilterBar />, path).router;
}

describe('FilterBar', () => {
  it('names every control', () => {
    renderBar();
    const types = screen.getByRole('group', { name: 'Property type' });
    for (const type of ['Apartment', 'House', 'Villa', 'Commercial', 'Land']) {
      expect(within(types).getByRole('checkbox', { name: type })).not.toBeChecked();
    }
    expect(within(types).getAllByRole('checkbox')).toHaveLength(5);
    expect(screen.getByRole('checkbox', { name: 'Has photos' })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Added within' })).toHaveDisplayValue('Any time');
    expect(screen.getByRole('searchbox', { name: 'Search comments' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Sort' })).toHaveDisplayValue('Newest');
    const record = screen.getByRole('group', { name: "Renter's record" });
    expect(within(record).getByRole('checkbox', { name: 'Mould reported' })).not.toBeChecked();
    expect(
      within(record).getByRole('checkbox', { name: 'Heating meets the standard' }),
    ).not.toBeChecked();
    expect(within(record).getByRole('combobox', { name: 'Rent up to' })).toHaveDisplayValue(
      'Any rent',
    );
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('writes each choice into the URL as a new history entry, keeping the map view', async () => {
    const router = renderBar();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Villa' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'House' }));
    expect(router.search.get('types')).toBe('House,Villa');
    expect(router.action).toBe('PUSH');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Has photos' }));
    expect(router.search.get('photos')).toBe('1');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Added within' }), 'A year');
    expect(router.search.get('within')).toBe('1y');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Sort' }),
      'Nearest to map centre',
    );
    expect(router.search.get('sort')).toBe('nearest');
    expect(router.search.get('lat')).toBe('-33.87');
    expect(screen.getByRole('button', { name: 'Filters (4)' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Villa' }));
    expect(router.search.get('types')).toBe('House');

    // Back undoes the last choice, and the controls follow the URL.
    act(() => router.navigate(-1));
    expect(screen.getByRole('checkbox', { name: 'Villa' })).toBeChecked();
  });

  it("writes the renter's record into the URL, each counted in Filters (n)", async () => {
    const router = renderBar();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Mould reported' }));
    expect(router.search.get('mould')).toBe('1');
    expect(router.action).toBe('PUSH');
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Heating meets the standard' }));
    expect(router.search.get('heating')).toBe('1');
    expect(screen.getByRole('button', { name: 'Filters (2)' })).toBeInTheDocument();

    const rent = screen.getByRole('combobox', { name: 'Rent up to' });
    await userEvent.selectOptions(rent, '$500 a week');
    expect(router.search.get('rentMax')).toBe('500');
    expect(rent).toHaveDisplayValue('$500 a week');
    expect(screen.getByRole('button', { name: 'Filters (3)' })).toBeInTheDocument();
    expect(router.search.get('lat')).toBe('-33.87');

    // Unchecking and "Any rent" take them out of the URL again.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Mould reported' }));
    expect(router.search.get('mould')).toBeNull();
    await userEvent.selectOptions(rent, 'Any rent');
    expect(router.search.get('rentMax')).toBeNull();
    expect(router.search.toString()).toBe('lat=-33.87&lon=151.21&z=13&heating=1');
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();

    // Back brings the ceiling back, and the select follows the URL.
    act(() => router.navigate(-1));
    expect(rent).toHaveDisplayValue('$500 a week');
  });

  it('offers rents up to $200 to $1,500 a week by $100, $2,000 and $3,000', () => {
    renderBar();
    const rent = screen.getByRole('combobox', { name: 'Rent up to' });
    const options = within(rent).getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((option) => option.textContent)).toEqual([
      'Any rent',
      ...['200', '300', '400', '500', '600', '700', '800', '900', '1,000', '1,100', '1,200']
        .concat(['1,300', '1,400', '1,500', '2,000', '3,000'])
        .map((dollars) => `$${dollars} a week`),
    ]);
    expect(options.map((option) => option.value)).toEqual([
      '',
      ...Array.from({ length: 14 }, (_, i) => String(200 + i * 100)),
      '2000',
      '3000',
    ]);
  });

  it('shows a ceiling from the URL that is not among the choices, and none that is invalid', () => {
    const router = renderBar('/?rentMax=450&mould=1&heating=1');
    const rent = screen.getByRole('combobox', { name: 'Rent up to' });
    expect(rent).toHaveDisplayValue('$450 a week');
    expect(screen.getByRole('checkbox', { name: 'Mould reported' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Heating meets the standard' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Filters (3)' })).toBeInTheDocument();
    act(() => router.navigate('/?rentMax=475&mould=yes'));
    expect(rent).toHaveDisplayValue('Any rent');
    expect(within(rent).queryByRole('option', { name: '$475 a week' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Mould reported' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
  });

  it('writes the text once typing pauses, replacing its history entry', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const router = renderBar();
      const search = screen.getByRole('searchbox', { name: 'Search comments' });
      await user.type(search, 'mou');
      act(() => jest.advanceTimersByTime(200));
      await user.type(search, 'ld');
      act(() => jest.advanceTimersByTime(299));
      expect(router.search.get('q')).toBeNull();
      act(() => jest.advanceTimersByTime(1));
      expect(router.search.get('q')).toBe('mould');
      expect(router.action).toBe('REPLACE');
      expect(search).toHaveValue('mould');
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the URL’s text, also when it changes from elsewhere', () => {
    const router = renderBar('/?q=damp');
    const search = screen.getByRole('searchbox', { name: 'Search comments' });
    expect(search).toHaveValue('damp');
    act(() => router.navigate('/?q=mould'));
    expect(search).toHaveValue('mould');
  });

  it('clears every filter at once and keeps the order', async () => {
    const router = renderBar(
      '/?types=Land&photos=1&within=7d&q=noisy&mould=1&heating=1&rentMax=800&sort=oldest&list=everywhere',
    );
    expect(screen.getByRole('button', { name: 'Filters (7)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(router.search.toString()).toBe('sort=oldest&list=everywhere');
    expect(screen.getByRole('searchbox', { name: 'Search comments' })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Land' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Mould reported' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Heating meets the standard' })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Rent up to' })).toHaveDisplayValue('Any rent');
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('folds into a disclosure (shown on phones)', async () => {
    renderBar('/?photos=1');
    const toggle = screen.getByRole('button', { name: 'Filters (1)' });
    const content = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(content).toHaveAttribute('data-open', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(content).toHaveAttribute('data-open', 'true');
  });
});
