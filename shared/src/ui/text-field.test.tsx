import { fireEvent, render, screen } from '@testing-library/react';
import { TextField } from './text-field';

const describedBy = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

it('ties its label, status, hint and error to the input, and an error marks it invalid', () => {
  render(
    <TextField
      label="Email"
      status={<span>Verified</span>}
      hint="We never show it"
      error="Please enter a valid email address"
    />,
  );
  const input = screen.getByRole('textbox', { name: 'Email' });
  expect(describedBy(input)).toEqual([
    'Verified',
    'We never show it',
    'Please enter a valid email address',
  ]);
  expect(input.getAttribute('aria-invalid')).toBe('true');
  expect(screen.getByRole('alert').textContent).toBe('Please enter a valid email address');
});

it('is plain without them: no description, not invalid', () => {
  render(<TextField label="Username" optional autoFocusTarget />);
  const input = screen.getByRole('textbox', { name: 'Username (optional)' });
  expect(input.hasAttribute('aria-describedby')).toBe(false);
  expect(input.hasAttribute('aria-invalid')).toBe(false);
  expect(input.getAttribute('data-autofocus')).toBe('true');
});

it('shows and hides a password with its toggle', () => {
  render(<TextField label="Password" type="password" revealable />);
  const input = screen.getByLabelText('Password');
  const toggle = screen.getByRole('button', { name: 'Show password' });
  expect(input.getAttribute('type')).toBe('password');
  expect(toggle.getAttribute('aria-controls')).toBe(input.id);
  fireEvent.click(toggle);
  expect(input.getAttribute('type')).toBe('text');
  expect(toggle.getAttribute('aria-pressed')).toBe('true');
  fireEvent.click(toggle);
  expect(input.getAttribute('type')).toBe('password');
});
