import { chromium, type Browser } from 'playwright-core';
import { watchCsp } from './cspWatch';

/** Debian's Chromium, headless, with the flags this machine needs (no browser download). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags of every Chromium this project starts (the browser tests, the benchmarks). */
export const CHROMIUM_BASE_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The browser tests' flags: the base ones and WebGL through SwiftShader, for the map. */
export const CHROMIUM_ARGS = [...CHROMIUM_BASE_ARGS, '--use-angle=swiftshader', '--enable-unsafe-swiftshader'];

/**
 * Starts Chromium for a test. Every context it makes (and so every page, `browser.newPage()`'s
 * included) reports Content-Security-Policy violations, which fail the test (./cspWatch).
 */
export async function launchChromium(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await watchCsp(context);
    return context;
  };
  return browser;
}
