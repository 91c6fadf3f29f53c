import { expect, test } from './fixtures';
import { launcherCovers } from './launcher-coverage';
import { publicPaths } from './public-pages';
import { wcagViolations } from './axe';

// The public-page sweep: every public page is loaded once, on a 320 px phone, and then widened
// to 390 px and to 1280 px, as a window is; every check that reads a whole page runs at each width.
// At 320 px, on the fresh load: nothing wider than the screen (a check made after the focus has
// moved through a page would measure what the focus left behind, not what a phone loads). At
// 390 px: no WCAG 2.2 AA violation. At 1280 px: one h1; its title, description, canonical link
// and Open Graph title; no WCAG 2.2 AA violation. At every width, last (it scrolls and moves the
// focus), on a shorter screen: the chat launcher covers no text or control, at the end of the
// page nor as the keyboard reaches each control.

const NOT_FOUND = '/no-such-page';

/** The screen each width is checked on, and the shorter one the launcher is measured on. */
const SCREENS = [
  { viewport: { width: 320, height: 640 }, launcherHeight: 700 },
  { viewport: { width: 390, height: 900 }, launcherHeight: 700 },
  { viewport: { width: 1280, height: 900 }, launcherHeight: 800 },
] as const;

for (const path of publicPaths) {
  test(`${path} at 320, 390 and 1280 px`, async ({ page, baseURL }) => {
    await page.setViewportSize(SCREENS[0].viewport);
    await page.goto(path);
    for (const { viewport, launcherHeight } of SCREENS) {
      await test.step(`${viewport.width} px`, async () => {
        await page.setViewportSize(viewport);
        if (viewport.width === 320) {
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow, 'horizontal overflow').toBeLessThanOrEqual(0);
        } else {
          expect(await wcagViolations(page), `${path} at ${viewport.width} px`).toEqual([]);
        }
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
