import type { MediaItem } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { formatBytes, itemBytes, thumbnailUrl, usagePath } from './format.ts';

const item: MediaItem = {
  id: 'a'.repeat(32),
  url: '/media/library/a.jpg',
  kind: 'image',
  mime: 'image/jpeg',
  size: 3000,
  width: 2000,
  height: 1000,
  name: 'a.jpg',
  origin: 'library',
  created_at: '2026-03-01T00:00:00.000Z',
  variants: [
    { url: '/media/library/a.960w.jpg', width: 960, height: 480, size: 200 },
    { url: '/media/library/a.480w.jpg', width: 480, height: 240, size: 100 },
  ],
  used_by: [],
};

describe('media library formatting (issue 23 point 3)', () => {
  it('formats sizes in binary units', () => {
    expect(formatBytes(512, 'en')).toBe('512 B');
    expect(formatBytes(1536, 'en')).toBe('1.5 KB');
    expect(formatBytes(150 * 1024 * 1024, 'en')).toBe('150 MB');
    expect(formatBytes(5 * 1024 ** 4, 'en')).toBe('5,120 GB');
  });

  it('links articles, wiki pages and songs, and nothing else', () => {
    expect(usagePath({ type: 'article', id: 'a/b c', title: '' })).toBe('/blog/articles/a/b%20c');
    expect(usagePath({ type: 'wiki', id: 'x', title: '' })).toBe('/wiki/items/x');
    expect(usagePath({ type: 'song', id: 's/1', title: '' })).toBe('/archive/music/songs/s%2F1');
    expect(usagePath({ type: 'setting', id: 'logo', title: 'logo' })).toBeNull();
  });

  it('shows the narrowest variant as the thumbnail, and counts the variants in the size', () => {
    expect(thumbnailUrl(item)).toBe('/media/library/a.480w.jpg');
    expect(thumbnailUrl({ ...item, variants: [] })).toBe('/media/library/a.jpg');
    expect(thumbnailUrl({ ...item, kind: 'audio' })).toBeNull();
    expect(itemBytes(item)).toBe(3300);
  });
});
