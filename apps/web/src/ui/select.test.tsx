import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ChoiceOption } from './option.ts';
import { RadioGroup } from './radio-group.tsx';
import { Select } from './select.tsx';

type Font = 'sans' | 'serif' | 'kaiti';
const fonts: ChoiceOption<Font>[] = [
  { value: 'sans', label: 'Sans serif' },
  { value: 'serif', label: 'Serif' },
  { value: 'kaiti', label: 'Kaiti', disabled: true },
];

function Harness({ kind, onChange }: { kind: 'select' | 'radio'; onChange: (v: Font) => void }) {
  const [value, setValue] = useState<Font>('sans');
  const change = (v: Font) => {
    onChange(v);
    setValue(v);
  };
  return kind === 'select' ? (
    <Select label="Font" value={value} onValueChange={change} options={fonts} />
  ) : (
    <RadioGroup label="Font" value={value} onValueChange={change} options={fonts} />
  );
}

describe('Select and RadioGroup', () => {
  it('[WIDGET-15] a select cannot choose a disabled option', async () => {
    const changed = vi.fn();
    render(<Harness kind="select" onChange={changed} />);
    const select = screen.getByRole('combobox', { name: 'Font' });
    await userEvent.selectOptions(select, 'Serif');
    expect(changed).toHaveBeenLastCalledWith('serif');
    expect(screen.getByRole('option', { name: 'Kaiti' })).toBeDisabled();
    await userEvent.selectOptions(select, 'Kaiti').catch(() => undefined);
    expect(select).toHaveValue('serif');
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it('[WIDGET-15] a radio group cannot choose a disabled option', async () => {
    const changed = vi.fn();
    render(<Harness kind="radio" onChange={changed} />);
    expect(screen.getByRole('group', { name: 'Font' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Serif' }));
    expect(screen.getByRole('radio', { name: 'Serif' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Kaiti' }));
    expect(screen.getByRole('radio', { name: 'Kaiti' })).not.toBeChecked();
    expect(changed).toHaveBeenCalledTimes(1);
  });
});
