import { expect, test } from './fixtures';
import { launcherCovers } from './launcher-coverage';
import { publicPaths } from './public-pages';
import { wcagViolations } from './axe';

// The public-page sweep: every public page is loaded once at each width, and every check that
// reads a whole page runs on that one load. At 1280 px: one h1; its title, description, canonical
// link and Open Graph title; no WCAG 2.2 AA violation. At 390 px: no WCAG 2.2 AA violation. At
// 320 px: nothing wider than the screen. At every width, last (it scrolls and moves the focus),
// on a shorter screen: the chat launcher covers no text or control, at the end of the page nor as
// the keyboard reaches each control.

const NOT_FOUND = '/no-such-page';

/** The screen each page loads on, and the shorter one the launcher is measured on. */
const SCREENS = [
  { viewport: { width: 320, height: 640 }, launcherHeight: 700 },
  { viewport: { width: 390, height: 900 }, launcherHeight: 700 },
  { viewport: { width: 1280, height: 900 }, launcherHeight: 800 },
] as const;

for (const { viewport, launcherHeight } of SCREENS) {
  test.describe(`public pages at ${viewport.width} px`, () => {
    test.use({ viewport });
    for (const path of publicPaths) {
      test(`${path} at ${viewport.width} px`, async ({ page, baseURL }) => {
        await page.goto(path);

        if (viewport.width === 1280) {
          await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
          if (path !== NOT_FOUND) {
            const title = await page.title();
            expect(title).toBeTruthy();
            expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
            await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${path}`);
            await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
          }
        }

        if (viewport.width === 320) {
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow, 'horizontal overflow').toBeLessThanOrEqual(0);
        } else {
          expect(await wcagViolations(page)).toEqual([]);
        }

        await page.setViewportSize({ width: viewport.width, height: launcherHeight });
        expect(await launcherCovers(page, path)).toEqual([]);
      });
    }
  });
}

/** What a search engine reads first in the page's HTML: its <title> and meta description. */
function headOf(html: string): { title?: string; description?: string } {
  return {
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1],
  };
}

test('every public page has a title and a description of its own', async ({ request }) => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  const pages = publicPaths.filter((path) => path !== NOT_FOUND);
  for (const path of pages) {
    const { title, description } = headOf(await (await request.get(path)).text());
    expect(title, path).toBeTruthy();
    expect(description, path).toBeTruthy();
    titles.add(title!);
    descriptions.add(description!);
  }
  expect(titles.size).toBe(pages.length);
  expect(descriptions.size).toBe(pages.length);
});
