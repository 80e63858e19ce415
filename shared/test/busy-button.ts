import { screen } from '@testing-library/react';

/** The button named `name`, which must be disabled while its action runs. */
export function busyButton(name: string): HTMLElement {
  const button = screen.getByRole('button', { name });
  expect(button).toBeDisabled();
  return button;
}
