import type { Page } from '@playwright/test';

// The floating chat launcher against the page's text and controls, measured box by box: at the end
// of the page (where nothing can be scrolled out from under it) and for every control as the
// keyboard reaches it (focus scrolls it into view above the launcher).

/** What the launcher's box overlaps: visible text (line by line) and controls, described. */
function coveredNow(): string[] {
  const launcher = document.querySelector('[data-chat-launcher]');
  if (!launcher) return ['the launcher is missing'];
  const box = launcher.getBoundingClientRect();
  const hit = (r: DOMRect | DOMRectReadOnly) =>
    r.width > 1 && r.height > 1 && r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top;
  const hidden = (el: Element) => getComputedStyle(el).visibility === 'hidden' || Boolean(el.closest('.sr-only,[hidden],[inert],dialog:not([open])'));
  const found: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!node.textContent?.trim() || !parent || launcher.contains(node) || hidden(parent)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    if ([...range.getClientRects()].some(hit)) found.push(`text "${node.textContent.trim().slice(0, 40)}"`);
  }
  for (const el of document.querySelectorAll('a[href],button,input:not([type=hidden]),select,textarea,[role=button],[tabindex]')) {
    if (el === launcher || launcher.contains(el) || hidden(el)) continue;
    if (hit(el.getBoundingClientRect())) found.push(`${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}"`);
  }
  return found;
}

/** What the launcher covers on the open page, one line each; scrolls to the end and moves the focus. */
export async function launcherCovers(page: Page, path: string): Promise<string[]> {
  return page.evaluate(
    ({ path, covered }) => {
      const coveredNow = new Function(`return (${covered})()`) as () => string[];
      const problems: string[] = [];
      window.scrollTo(0, document.documentElement.scrollHeight);
      for (const what of coveredNow()) problems.push(`${path} at the end: ${what}`);
      const focusable = [...document.querySelectorAll<HTMLElement>('a[href],button,input:not([type=hidden]),select,textarea')].filter(
        (el) => !el.closest('[data-chat-launcher],.sr-only,[hidden],[inert]') && el.getClientRects().length > 0 && el.tabIndex >= 0,
      );
      for (const el of focusable) {
        el.focus();
        if (document.activeElement !== el) continue;
        const launcher = document.querySelector('[data-chat-launcher]')!.getBoundingClientRect();
        const r = el.getBoundingClientRect();
        if (r.left < launcher.right && r.right > launcher.left && r.top < launcher.bottom && r.bottom > launcher.top) {
          problems.push(
            `${path}: focused ${el.tagName.toLowerCase()} "${(el.textContent ?? el.getAttribute('name') ?? '').trim().slice(0, 30)}" is under the launcher`,
          );
        }
      }
      return problems;
    },
    { path, covered: coveredNow.toString() },
  );
}
