import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from 'shared';
import SettingsPage from '../src/exposed/settings-page';

function options(name: string) {
  return within(screen.getByRole('combobox', { name }))
    .getAllByRole('option')
    .map((option) => option.textContent);
}

describe('/settings (SPEC.md §2)', () => {
  it('starts with email and push notifications on and SMS off', () => {
    render(<SettingsPage />);
    expect(screen.getByRole('switch', { name: 'Email notifications' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Push notifications' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'SMS notifications' })).not.toBeChecked();
  });

  it('switches notifications on and off', async () => {
    render(<SettingsPage />);
    const sms = screen.getByRole('switch', { name: 'SMS notifications' });
    await userEvent.click(sms);
    expect(sms).toBeChecked();
    const email = screen.getByRole('switch', { name: 'Email notifications' });
    await userEvent.click(email);
    expect(email).not.toBeChecked();
  });

  it('offers Profile Visibility and Location Sharing', async () => {
    render(<SettingsPage />);
    expect(options('Profile Visibility')).toEqual(['Public', 'Friends Only', 'Private']);
    expect(options('Location Sharing')).toEqual(['Always', 'When Active', 'Never']);
    const visibility = screen.getByRole('combobox', { name: 'Profile Visibility' });
    await userEvent.selectOptions(visibility, 'Private');
    expect(visibility).toHaveValue('Private');
  });

  it("has 'Delete Account' and 'Export Data' buttons that do nothing yet", async () => {
    const calls = [
      jest.spyOn(apiClient, 'get'),
      jest.spyOn(apiClient, 'post'),
      jest.spyOn(apiClient, 'delete'),
    ];
    render(<SettingsPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
    await userEvent.click(screen.getByRole('button', { name: 'Export Data' }));
    for (const call of calls) expect(call).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
  });

  it('groups the settings in named sections', () => {
    render(<SettingsPage />);
    for (const name of ['Notifications', 'Privacy', 'Your data']) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
  });
});
