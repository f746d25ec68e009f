import { describe, expect, it } from 'vitest';
import changelog from '../../../../../../CHANGELOG.md?raw';
import { parseChangelog } from './parse-changelog.ts';

describe('parseChangelog', () => {
  it('[ROUTE-38] turns ## headings into sections and - lines into their items', () => {
    const md =
      '# Changelog\n\nIntro text.\n\n## 1.1\n\n- Added a\n- Fixed b\n  across two lines\n\n## 1.0\n\nFirst release.\n';
    expect(parseChangelog(md)).toEqual([
      { heading: '1.1', items: ['Added a', 'Fixed b across two lines'] },
      { heading: '1.0', items: ['First release.'] },
    ]);
  });

  it('[SITE-04] reads the real update log, newest first, starting with 0.6.37', () => {
    const sections = parseChangelog(changelog);
    expect(sections[0]?.heading).toBe('0.6.37');
    expect(sections[0]?.items.length).toBeGreaterThan(5);
  });
});
