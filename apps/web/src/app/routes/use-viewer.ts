import type { Viewer } from '../../features/comments/viewer.ts';

/**
 * The reader as the comments feature sees them (features do not import each other, so the route pages hand the
 * account state to the comments feature). `null` is a guest; the account store will fill this in.
 */
export function useViewer(): Viewer | null {
  return null;
}
