import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Switch } from './switch.tsx';

function Harness() {
  const [on, setOn] = useState(false);
  return <Switch checked={on} onCheckedChange={setOn} label="Blur" description="Blur behind panels" />;
}

describe('Switch', () => {
  it('[WIDGET-07] toggles between on and off when activated by click, Space and Enter', async () => {
    render(<Harness />);
    const control = screen.getByRole('switch', { name: 'Blur' });
    expect(control).toHaveAccessibleDescription('Blur behind panels');
    expect(control).not.toBeChecked();
    await userEvent.click(control);
    expect(control).toBeChecked();
    await userEvent.keyboard(' ');
    expect(control).not.toBeChecked();
    await userEvent.keyboard('{Enter}');
    expect(control).toBeChecked();
    await userEvent.click(screen.getByText('Blur'));
    expect(control).not.toBeChecked();
  });
});
