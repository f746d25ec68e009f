import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from './avatar.tsx';

describe('Avatar', () => {
  it('shows the image when there is one', () => {
    const { container } = render(<Avatar src="https://example.org/a.png" name="alice" />);
    expect(container.querySelector('img')).toHaveAttribute('src', 'https://example.org/a.png');
  });

  it('[ACCT-40] shows the first letter of the nickname when there is no image', () => {
    const { container } = render(<Avatar src="" name="bob" label="bob" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('B');
  });

  it('[ACCT-40] shows the first letter when the image fails to load', () => {
    const { container } = render(<Avatar src="https://example.org/broken.png" name="中文名" />);
    const image = container.querySelector('img');
    if (image === null) throw new Error('no image');
    fireEvent.error(image);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('中');
  });

  it('[ACCT-41] shows a generic silhouette while logged out', () => {
    const { container } = render(<Avatar src="https://example.org/a.png" name={null} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-kind="silhouette"] svg')).not.toBeNull();
  });
});
