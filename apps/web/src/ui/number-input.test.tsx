import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../lib/i18n.ts';
import { NumberInput, type NumberInputProps } from './number-input.tsx';

function Harness({ onChange, ...props }: Partial<NumberInputProps> & { onChange: (v: number) => void }) {
  const [value, setValue] = useState(props.value ?? 10);
  return (
    <NumberInput
      label="Radius"
      {...props}
      value={value}
      onValueChange={(v) => {
        onChange(v);
        setValue(v);
      }}
    />
  );
}

describe('NumberInput', () => {
  beforeAll(async () => {
    await createI18n('en');
  });

  it('[WIDGET-10] [WIDGET-13] commits typed text on Enter through the clamp', async () => {
    const changed = vi.fn();
    render(<Harness onChange={changed} max={20} />);
    const field = screen.getByRole('spinbutton', { name: 'Radius' });
    await userEvent.clear(field);
    await userEvent.type(field, '35{Enter}');
    expect(changed).toHaveBeenLastCalledWith(20);
    expect(field).toHaveValue('20');
    await userEvent.clear(field);
    await userEvent.type(field, 'abc');
    await userEvent.tab();
    expect(changed).toHaveBeenLastCalledWith(0);
    expect(field).toHaveValue('0');
  });

  it('[WIDGET-14] steps with the arrow keys and the buttons, showing the step decimals', async () => {
    const changed = vi.fn();
    render(<Harness onChange={changed} value={0.4} max={1} step={0.01} />);
    const field = screen.getByRole('spinbutton', { name: 'Radius' });
    expect(field).toHaveValue('0.40');
    field.focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(changed).toHaveBeenLastCalledWith(0.41);
    await userEvent.click(screen.getByRole('button', { name: 'Decrease' }));
    await userEvent.click(screen.getByRole('button', { name: 'Decrease' }));
    expect(changed).toHaveBeenLastCalledWith(0.39);
  });
});
