// npm test must pass on a fresh machine: make sure Debian's Chromium is there, or say what to install.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(path)) {
  if (process.getuid?.() === 0) {
    console.log('Chromium is missing: installing Debian’s chromium with apt-get…');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
  } else {
    console.error(`Chromium not found at ${path}: install it with 'sudo apt-get install -y chromium' (or set CHROMIUM_PATH).`);
    process.exit(1);
  }
}
if (!existsSync(path)) {
  console.error(`Chromium still not found at ${path} after installing.`);
  process.exit(1);
}
