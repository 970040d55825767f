#!/usr/bin/env node
// Makes a fresh clone runnable: installs the locked npm packages when they are
// missing or older than package-lock.json, and with --chromium installs Debian's
// Chromium for the browser tests when it is absent. Uses nothing but Node itself.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const run = (command) => execSync(command, { stdio: 'inherit' });

const installed = 'node_modules/.package-lock.json';
if (!existsSync(installed) || statSync('package-lock.json').mtimeMs > statSync(installed).mtimeMs) {
  console.info('Installing the locked npm packages (npm ci)...');
  run('npm ci --no-audit --no-fund');
}

if (process.argv.includes('--chromium')) {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromium)) {
    if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
      console.info("Installing Debian's chromium for the browser tests...");
      run('apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium');
    } else {
      console.error(`The browser tests need Chromium at ${chromium}: install Debian's "chromium" package or set CHROMIUM_PATH.`);
      process.exit(1);
    }
  }
}
