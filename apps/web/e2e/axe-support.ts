import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from './test.ts';

/**
 * axe-core (a test-time oracle, MPL-2.0, devDependency only) for the accessibility specs. It runs as an inline
 * script, which the site's CSP rightly refuses: a spec using it sets `test.use({ bypassCSP: true })`.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe's violations of WCAG 2 A/AA on the page as shown, one line each: rule, count, first places and why. */
export async function violations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResult> } }).axe;
    type AxeResult = {
      violations: { id: string; nodes: { target: string[]; any: { message: string }[] }[] }[];
    };
    const result = await axe.run(document, { runOnly: ['wcag2a', 'wcag2aa'] });
    return result.violations.map(
      (v) =>
        `${v.id} (${v.nodes.length}): ${v.nodes
          .slice(0, 3)
          .map((n) => `${n.target.join(' ')}: ${n.any[0]?.message ?? ''}`)
          .join('; ')}`,
    );
  });
}
