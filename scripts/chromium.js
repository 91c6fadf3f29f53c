// Finds the Chromium the browser tests use: CHROME_PATH, else Debian's /usr/bin/chromium; and the
// headless shell most journeys run in (decision 0052): CHROME_HEADLESS_SHELL_PATH, else Debian's
// /usr/bin/chromium-headless-shell, else that same Chromium. When they are missing and apt-get can
// run, installs Debian's packages; never downloads a browser.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const DEFAULT_PATH = '/usr/bin/chromium';
const SHELL_PATH = '/usr/bin/chromium-headless-shell';
const install = (packages) => `apt-get update && apt-get install -y ${packages}`;

export function chromiumPath() {
  return process.env.CHROME_PATH || DEFAULT_PATH;
}

/**
 * The headless shell: Chromium's engine without the browser around it, a third less work a
 * journey. A CHROME_PATH given without CHROME_HEADLESS_SHELL_PATH is the browser for every
 * journey; without the shell, the full browser stands in.
 */
export function headlessShellPath() {
  if (process.env.CHROME_HEADLESS_SHELL_PATH) return process.env.CHROME_HEADLESS_SHELL_PATH;
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  return existsSync(SHELL_PATH) ? SHELL_PATH : DEFAULT_PATH;
}

function canApt() {
  return process.getuid?.() === 0 && spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
}

function aptInstall(packages) {
  console.log(`Installing Debian's ${packages} (${install(packages)})`);
  return (
    spawnSync('sh', ['-c', `${install(packages)} >/dev/null`], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0
  );
}

/**
 * Makes sure the journeys have a browser, and the headless shell when it can be had; returns
 * both paths (the shell's is the browser's when there is none).
 */
export function ensureChromium() {
  const browser = chromiumPath();
  const wantsShell = !process.env.CHROME_PATH && !process.env.CHROME_HEADLESS_SHELL_PATH && !existsSync(SHELL_PATH);
  if (existsSync(browser)) {
    // The shell only makes the journeys faster: without it they run in the browser.
    if (wantsShell && canApt()) aptInstall('chromium-headless-shell');
    return { browser, shell: headlessShellPath() };
  }
  if (process.env.CHROME_PATH) {
    throw new Error(`CHROME_PATH points to ${browser}, which does not exist.`);
  }
  if (canApt() && (aptInstall('chromium chromium-headless-shell') || aptInstall('chromium')) && existsSync(DEFAULT_PATH)) {
    return { browser: DEFAULT_PATH, shell: headlessShellPath() };
  }
  throw new Error(
    `Chromium was not found at ${DEFAULT_PATH}. Install it with:\n  sudo ${install('chromium chromium-headless-shell')}\nor set CHROME_PATH to a Chromium binary.`,
  );
}
