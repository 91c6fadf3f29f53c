// Finds Poppler's command-line tools (pdfsig, pdftotext), with which the tests read and check
// signed PDFs as any PDF reader would. When they are missing and apt-get can run, installs
// Debian's `poppler-utils` package; otherwise stops with the command to run.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const INSTALL = 'apt-get update && apt-get install -y poppler-utils';

/** The absolute path of a Poppler tool (`pdfsig`, `pdftotext`), installing Poppler first when needed and possible. */
export function popplerTool(name) {
  const path = `/usr/bin/${name}`;
  if (existsSync(path)) return path;
  const canApt = process.getuid?.() === 0 && spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (canApt) {
    console.log(`${name} is missing: installing Debian's poppler-utils package (${INSTALL})`);
    const result = spawnSync('sh', ['-c', `${INSTALL} >/dev/null`], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (result.status === 0 && existsSync(path)) return path;
  }
  throw new Error(`${name} was not found at ${path}. Install Poppler with:\n  sudo ${INSTALL}`);
}
