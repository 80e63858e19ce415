import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

/** Types each value into the field with that label, in the order given. */
export async function fillIn(
  user: ReturnType<typeof userEvent.setup>,
  fields: Record<string, string>,
) {
  for (const [label, value] of Object.entries(fields)) {
    await user.type(screen.getByLabelText(label), value);
  }
}
