// Which browser the journeys run in (decision 0052): the headless shell unless told otherwise, the
// full browser where a journey needs what only the browser has.
import { afterEach, describe, expect, test, vi } from 'vitest';
import config from '../playwright.config';
import { chromiumPath, headlessShellPath } from './chromium.js';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the headless shell', () => {
  test('is the one CHROME_HEADLESS_SHELL_PATH names', () => {
    vi.stubEnv('CHROME_PATH', '/opt/chromium/chrome');
    vi.stubEnv('CHROME_HEADLESS_SHELL_PATH', '/opt/chromium/headless_shell');
    expect(headlessShellPath()).toBe('/opt/chromium/headless_shell');
    expect(chromiumPath()).toBe('/opt/chromium/chrome');
  });

  test('is the browser CHROME_PATH names when no shell is named: a browser chosen is used for every journey', () => {
    vi.stubEnv('CHROME_PATH', '/opt/chromium/chrome');
    vi.stubEnv('CHROME_HEADLESS_SHELL_PATH', '');
    expect(headlessShellPath()).toBe('/opt/chromium/chrome');
  });

  test('is Debian’s, or Debian’s Chromium where the shell is not installed, when nothing is named', () => {
    vi.stubEnv('CHROME_PATH', '');
    vi.stubEnv('CHROME_HEADLESS_SHELL_PATH', '');
    expect(['/usr/bin/chromium-headless-shell', '/usr/bin/chromium']).toContain(headlessShellPath());
    expect(chromiumPath()).toBe('/usr/bin/chromium');
  });
});

describe('the journeys’ browsers', () => {
  const projects = config.projects ?? [];
  const executable = (name) =>
    projects.find((project) => project.name === name)?.use?.launchOptions?.executablePath ?? config.use?.launchOptions?.executablePath;

  test('most journeys run in the shell, the push alerts journey in the full browser (the shell refuses notifications)', () => {
    expect(executable('chromium')).toBe(headlessShellPath());
    expect(executable('own-server')).toBe(headlessShellPath());
    const full = projects.find((project) => project.name === 'full-browser');
    expect(full?.use?.launchOptions?.executablePath).toBe(chromiumPath());
    expect(String(full?.testMatch)).toContain('push-alerts');
  });
});
