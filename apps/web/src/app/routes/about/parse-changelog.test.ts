import { describe, expect, it } from 'vitest';
import changelog from '../../../../../../CHANGELOG.md?raw';
import rootPackage from '../../../../../../package.json';
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

  it('[SITE-04] reads the real update log, newest first, starting with the version of package.json', () => {
    const sections = parseChangelog(changelog);
    expect(sections[0]?.heading).toBe(rootPackage.version);
    expect(sections[0]?.items.length).toBeGreaterThan(0);
    expect(sections.flatMap((section) => section.items).length).toBeGreaterThan(20);
    expect(sections.every((section) => section.items.every((item) => item.trim() !== ''))).toBe(true);
  });
});
