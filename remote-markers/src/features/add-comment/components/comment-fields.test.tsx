import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { CommentField } from 'shared';
import {
  FieldInput,
  blankFormValues,
  fieldsPayload,
  formChanged,
  formValuesOf,
} from './comment-fields';

const RENT: CommentField = {
  kind: 'amount',
  column: 'rent_per_week',
  label: 'Rent per week',
  min: 1,
  max: 20_000,
  per: 'a week',
  required: false,
};

describe('the comment form values', () => {
  it('starts blank, and sends nothing while a required field is blank', () => {
    expect(blankFormValues()).toEqual({ locationType: '', unitNumber: '', comment: '' });
    expect(fieldsPayload(blankFormValues())).toBeNull();
    expect(fieldsPayload({ locationType: 'House', unitNumber: '  ', comment: 'Dry' })).toBeNull();
  });

  it('sends text trimmed and the choice as picked', () => {
    expect(fieldsPayload({ locationType: 'Villa', unitNumber: ' 3 ', comment: ' Warm ' })).toEqual({
      locationType: 'Villa',
      unitNumber: '3',
      comment: 'Warm',
    });
  });

  it("fills in a saved comment's fields and sees a change", () => {
    const saved = formValuesOf({ locationType: 'Land', unitNumber: '1', comment: 'Flat block' });
    expect(saved).toEqual({ locationType: 'Land', unitNumber: '1', comment: 'Flat block' });
    expect(formChanged(saved, { ...saved })).toBe(false);
    expect(formChanged({ ...saved, comment: 'Sloped block' }, saved)).toBe(true);
  });
});

describe('a field input', () => {
  function Amount() {
    const [value, setValue] = useState('');
    return (
      <>
        <label htmlFor="rent">{RENT.label}</label>
        <FieldInput
          id="rent"
          field={RENT}
          value={value}
          onChange={setValue}
          disabled={false}
          autoFocus={false}
        />
        <output>{value}</output>
      </>
    );
  }

  it('takes an amount as a whole number within its range, and is optional', async () => {
    render(<Amount />);
    const input = screen.getByRole('spinbutton', { name: 'Rent per week' });
    expect(input).toHaveAttribute('min', '1');
    expect(input).toHaveAttribute('max', '20000');
    expect(input).toHaveAttribute('step', '1');
    expect(input).not.toBeRequired();
    await userEvent.type(input, '450');
    expect(screen.getByRole('status')).toHaveTextContent('450');
  });
});
