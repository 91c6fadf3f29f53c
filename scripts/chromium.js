// Finds the Chromium the browser tests use: CHROME_PATH, else Debian's /usr/bin/chromium.
// When it is missing and apt-get can run, installs Debian's `chromium` package; never downloads a browser.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const DEFAULT_PATH = '/usr/bin/chromium';
const INSTALL = 'apt-get update && apt-get install -y chromium';

export function chromiumPath() {
  return process.env.CHROME_PATH || DEFAULT_PATH;
}

export function ensureChromium() {
  const wanted = chromiumPath();
  if (existsSync(wanted)) return wanted;
  if (process.env.CHROME_PATH) {
    throw new Error(`CHROME_PATH points to ${wanted}, which does not exist.`);
  }
  const canApt = process.getuid?.() === 0 && spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (canApt) {
    console.log(`Chromium is missing: installing Debian's chromium package (${INSTALL})`);
    const result = spawnSync('sh', ['-c', `${INSTALL} >/dev/null`], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (result.status === 0 && existsSync(DEFAULT_PATH)) return DEFAULT_PATH;
  }
  throw new Error(`Chromium was not found at ${DEFAULT_PATH}. Install it with:\n  sudo ${INSTALL}\nor set CHROME_PATH to a Chromium binary.`);
}
