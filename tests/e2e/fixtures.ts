import { test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

// Pages load their scripts after the first contentful paint (app/lib/after-paint-scripts.tsx), which
// can come after the load event that navigations wait for. A journey that clicks at once would
// click a page React has not taken over yet, so every navigation here also waits for hydration.
const NAVIGATIONS = ['goto', 'reload', 'goBack', 'goForward'] as const;

/** Resolves once the page has hydrated, at once for documents without our scripts or without JavaScript. */
async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const state = (window as { hydrationState?: string }).hydrationState;
    return state === undefined || state === 'done';
  });
}

function waitsForLoad(options: unknown): boolean {
  const waitUntil = (options as { waitUntil?: string } | undefined)?.waitUntil;
  return waitUntil === undefined || waitUntil === 'load' || waitUntil === 'networkidle';
}

function hydrateAfterNavigations(page: Page): void {
  for (const name of NAVIGATIONS) {
    const navigate = (page[name] as (...args: unknown[]) => ReturnType<Page['reload']>).bind(page);
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        const response = await navigate(...args);
        if (waitsForLoad(name === 'goto' ? args[1] : args[0])) await waitForHydration(page);
        return response;
      },
    });
  }
}

function watchContext(context: BrowserContext): BrowserContext {
  context.on('page', hydrateAfterNavigations);
  for (const page of context.pages()) hydrateAfterNavigations(page);
  return context;
}

export const test = base.extend<object, { hydratingBrowser: Browser }>({
  hydratingBrowser: [
    async ({ browser }, provide) => {
      const newContext = browser.newContext.bind(browser);
      Object.assign(browser, { newContext: async (...args: Parameters<Browser['newContext']>) => watchContext(await newContext(...args)) });
      await provide(browser);
    },
    { scope: 'worker', auto: true },
  ],
  context: async ({ context }, provide) => {
    await provide(watchContext(context));
  },
});
