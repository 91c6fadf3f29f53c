import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';

// What a page does on a slow phone's main thread while it hydrates (docs/decisions/0022-script-size.md):
// no `Intl` (the first call loads the browser's locale data, 30–45 ms on a phone), and no element of
// <head> added or moved (a moved stylesheet restyles the whole page), nor a second copy in <body> of
// the module preloads React wrote into <head>.

const INTL_CONSTRUCTORS = [
  'Collator',
  'DateTimeFormat',
  'DisplayNames',
  'ListFormat',
  'Locale',
  'NumberFormat',
  'PluralRules',
  'RelativeTimeFormat',
  'Segmenter',
];

for (const path of ['/', '/es/services/window-repair', '/get-quote', '/about']) {
  test(`${path} hydrates without Intl and without touching <head> beyond its preloads`, async ({ page }) => {
    await page.addInitScript((constructors: string[]) => {
      const used: string[] = [];
      const changed: string[] = [];
      Object.assign(window, { intlUsedWhileHydrating: used, headChangedWhileHydrating: changed });
      const hydrating = () => (window as { hydrationState?: string }).hydrationState !== 'done';
      const record = (name: string) => {
        if (hydrating()) used.push(name);
      };
      const intl = Intl as unknown as Record<string, (...args: unknown[]) => unknown>;
      for (const name of constructors) {
        const original = intl[name];
        if (!original) continue;
        intl[name] = new Proxy(original, {
          construct(target, args) {
            record(name);
            return Reflect.construct(target, args);
          },
          apply(target, self, args) {
            record(name);
            return Reflect.apply(target, self, args);
          },
          get(target, property, receiver) {
            if (property === 'supportedLocalesOf') record(`${name}.supportedLocalesOf`);
            return Reflect.get(target, property, receiver);
          },
        });
      }
      const methods: [object, string][] = [
        [Number.prototype, 'toLocaleString'],
        [Date.prototype, 'toLocaleString'],
        [Date.prototype, 'toLocaleDateString'],
        [Date.prototype, 'toLocaleTimeString'],
        [String.prototype, 'localeCompare'],
      ];
      for (const [prototype, name] of methods) {
        const original = (prototype as Record<string, (...args: unknown[]) => unknown>)[name]!;
        Object.defineProperty(prototype, name, {
          configurable: true,
          writable: true,
          value(this: unknown, ...args: unknown[]) {
            record(name);
            return original.apply(this, args);
          },
        });
      }
      document.addEventListener('DOMContentLoaded', () => {
        new MutationObserver((records) => {
          if (!hydrating()) return;
          for (const { addedNodes, removedNodes } of records) {
            for (const node of addedNodes) changed.push(`added ${node.nodeName}`);
            for (const node of removedNodes) {
              const preload = node instanceof HTMLLinkElement && node.rel === 'modulepreload';
              if (!preload) changed.push(`removed ${node.nodeName}${node instanceof Element && node.id ? `#${node.id}` : ''}`);
            }
          }
        }).observe(document.head, { childList: true });
      });
    }, INTL_CONSTRUCTORS);

    await page.goto(path);
    expect(await page.evaluate(() => (window as { hydrationState?: string }).hydrationState)).toBe('done');
    expect(await page.evaluate(() => (window as { intlUsedWhileHydrating?: string[] }).intlUsedWhileHydrating)).toEqual([]);
    expect(await page.evaluate(() => (window as { headChangedWhileHydrating?: string[] }).headChangedWhileHydrating)).toEqual([]);
    await expect(page.locator('body link[rel="modulepreload"]')).toHaveCount(0);
    // The page's stylesheet is the server's, in its place after <head>'s links.
    expect(await page.evaluate(() => document.head.lastElementChild?.id)).toBe('site-css');

    // Hydrated for real: the menu answers on a phone.
    await page.setViewportSize({ width: 390, height: 800 });
    const menu = page.getByRole('button', { name: /^(Menu|Menú)$/ });
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
  });
}

// Parts of a page that are text and links only are kept as the server sent them: the browser does
// not render them again (app/lib/hydration-slice.tsx, ServerMarkup). Their links still move within
// the site, and a page shown again from history is whole.
test('text and links are kept as sent while the page hydrates, and their links still move within the site', async ({ page }) => {
  await page.addInitScript(() => {
    const changed: string[] = [];
    Object.assign(window, { mainChangedWhileHydrating: changed });
    document.addEventListener('DOMContentLoaded', () => {
      new MutationObserver((records) => {
        if ((window as { hydrationState?: string }).hydrationState === 'done') return;
        for (const record of records) changed.push(`${record.type} ${record.attributeName ?? ''} on ${(record.target as Element).nodeName ?? 'text'}`);
      }).observe(document.querySelector('main')!, { subtree: true, childList: true, attributes: true, characterData: true });
    });
  });
  await page.goto('/about');
  expect(await page.evaluate(() => (window as { hydrationState?: string }).hydrationState)).toBe('done');
  // Hydrating would have given the icons' titles the browser's own ids.
  expect(await page.evaluate(() => (window as { mainChangedWhileHydrating?: string[] }).mainChangedWhileHydrating)).toEqual([]);

  // The same document throughout: nothing reloads. The links are followed from the keyboard: a
  // pointer aimed at a link far down the page can land beside it while the blocks above it are laid
  // out as they near the screen (content-visibility).
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const main = page.locator('main');
  const follow = async (link: Locator) => {
    await link.focus();
    await page.keyboard.press('Enter');
  };
  await follow(main.getByRole('link', { name: 'Get a Free Quote' }).first());
  await expect(page).toHaveURL(/\/get-quote$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get a Free Quote');
  await follow(page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }));
  await expect(page).toHaveURL(/\/about$/);
  await follow(page.getByRole('contentinfo').getByRole('link', { name: 'Services', exact: true }));
  await expect(page).toHaveURL(/\/services$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Gables Window Care');
  await expect(main.getByRole('link', { name: 'Get a Free Quote' }).first()).toBeVisible();
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

// Every route the site can move to is known from the page's own scripts (routeDiscovery 'initial'
// in react-router.config.ts): a visit asks the server for nothing after its document and assets,
// where asking for the routes of its links made the whole page render again once hydrated.
test('a visit asks for the page, its assets and its icon only, and still moves to any page of the site without loading it', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/assets/')) asked.push(`${url.pathname}${url.search}`);
  });
  await page.goto('/es/get-quote');
  await page.waitForFunction(() => (window as { hydrationState?: string }).hydrationState === 'done');
  // Long enough for anything the page would ask for once hydrated.
  await page.waitForTimeout(1_500);
  expect(asked.filter((path) => path !== '/favicon.svg')).toEqual(['/es/get-quote']);

  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Política de privacidad' });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/es\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  // The next page's data only: no document and no route list.
  expect(
    asked
      .filter((path) => path !== '/favicon.svg')
      .slice(1)
      .every((path) => path.startsWith('/es/privacy-policy.data')),
  ).toBe(true);
});
