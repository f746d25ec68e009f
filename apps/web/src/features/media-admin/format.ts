import { articlePath, type MediaItem, type MediaUsage, wikiItemPath } from '@site/contracts';

/**
 * A size in bytes for people, in binary units with at most one decimal: `512 B`, `1.5 KB`, `12 MB` (issue 23 point 3).
 * `locale` formats the number (a BCP 47 tag).
 *
 * @example formatBytes(1536, 'en') // '1.5 KB'
 */
export function formatBytes(bytes: number, locale: string): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value)} ${units[unit]}`;
}

/** The app address of a place using a file, for a link: an article's or a wiki page's page, a song's; else null. */
export function usagePath(usage: MediaUsage): string | null {
  if (usage.type === 'article') return articlePath(usage.id);
  if (usage.type === 'wiki') return wikiItemPath(usage.id);
  if (usage.type === 'song') return `/archive/music/songs/${encodeURIComponent(usage.id)}`;
  return null;
}

/** The smallest picture to show as an item's thumbnail (its narrowest variant, else itself), or null when no picture. */
export function thumbnailUrl(item: MediaItem): string | null {
  if (item.kind !== 'image') return null;
  return item.variants.at(-1)?.url ?? item.url;
}

/** An item's variants and itself together, in bytes. */
export function itemBytes(item: MediaItem): number {
  return item.variants.reduce((sum, variant) => sum + variant.size, item.size);
}
