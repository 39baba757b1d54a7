#!/usr/bin/env node
// End-to-end tests need Chromium, and Playwright cannot download its own here: find Debian's, or
// install it when we are root with apt-get, or stop saying exactly what to install.
import { accessSync, constants } from 'node:fs';
import { execFileSync, spawnSync } from 'node:child_process';

const candidate = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

if (isExecutable(candidate)) process.exit(0);
if (process.env.CHROMIUM_PATH) {
  console.error(`CHROMIUM_PATH is set to "${candidate}", which is not an executable file.`);
  process.exit(1);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasAptGet = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
if (isRoot && hasAptGet) {
  console.log('Chromium not found at /usr/bin/chromium: installing Debian\'s "chromium" with apt-get…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  if (isExecutable(candidate)) process.exit(0);
}

console.error(
  [
    'End-to-end tests need Chromium, and none was found at /usr/bin/chromium.',
    'Install it, then run the tests again:',
    '  Debian/Ubuntu:  sudo apt-get install chromium',
    'or point CHROMIUM_PATH at an existing Chromium or Chrome executable:',
    '  CHROMIUM_PATH=/path/to/chromium npm test',
  ].join('\n'),
);
process.exit(1);
