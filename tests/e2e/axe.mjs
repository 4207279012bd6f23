// axe-core (the npm devDependency) in the page under test: its source file is read from
// node_modules and evaluated in the page (no CDN, nothing from another origin; the
// DevTools evaluation is not subject to the page's CSP).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Impacts that fail a test. */
export const FAILING = ['serious', 'critical'];

/**
 * Runs axe-core on the whole page; returns its violations, each as
 * { id, impact, help, nodes: ["selector :: summary", ...] }.
 */
export async function axeViolations(page) {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const result = await window.axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} :: ${(n.failureSummary ?? '').replace(/\s+/g, ' ')}`),
    }));
  });
}

/** The violations of serious or critical impact, in words (for an assertion's message). */
export async function seriousFindings(page) {
  return (await axeViolations(page)).filter((v) => FAILING.includes(v.impact));
}

/** One line per finding, for an assertion's message. */
export const describeFindings = (findings) =>
  findings.map((f) => `${f.impact} ${f.id} (${f.help}):\n    ${f.nodes.join('\n    ')}`).join('\n');
