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
    expect(blankFormValues()).toMatchObject({ locationType: '', unitNumber: '', comment: '' });
    expect(Object.values(blankFormValues()).every((value) => value === '')).toBe(true);
    expect(fieldsPayload(blankFormValues())).toBeNull();
    const dry = { ...blankFormValues(), locationType: 'House', unitNumber: '  ', comment: 'Dry' };
    expect(fieldsPayload(dry)).toBeNull();
  });

  it('sends text trimmed and the choice as picked, and leaves out optional fields left blank', () => {
    const warm = {
      ...blankFormValues(),
      locationType: 'Villa',
      unitNumber: ' 3 ',
      comment: ' Warm ',
    };
    expect(fieldsPayload(warm)).toEqual({
      locationType: 'Villa',
      unitNumber: '3',
      comment: 'Warm',
    });
  });

  it("fills in a saved comment's fields and sees a change", () => {
    const saved = formValuesOf({
      ...Object.fromEntries(Object.keys(blankFormValues()).map((name) => [name, null])),
      locationType: 'Land',
      unitNumber: '1',
      comment: 'Flat block',
    } as Parameters<typeof formValuesOf>[0]);
    expect(saved).toMatchObject({ locationType: 'Land', unitNumber: '1', comment: 'Flat block' });
    expect(Object.values(saved).filter((value) => value === '')).toHaveLength(
      Object.keys(saved).length - 3,
    );
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
