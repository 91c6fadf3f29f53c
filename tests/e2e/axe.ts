import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The rules of WCAG 2.2 level A and AA, by axe's tags. */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The WCAG 2.2 AA rules axe finds broken on the page as it is now, one line per rule with the
 * elements it names ("color-contrast: .hero a, footer p"); empty when there are none.
 *
 * Our pages have no frames from another origin, so axe runs in the page itself (legacy mode)
 * rather than gathering each frame's partial results in a blank page it opens for the purpose,
 * and it reports only violations: the same violations in about half the time.
 */
export async function wcagViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(WCAG_22_AA)
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
