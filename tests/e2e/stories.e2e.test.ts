import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser';
import { openPreview, readStories, runStory, serveFolder, type StoryOutcome } from './storybookRunner';

/**
 * Every story of the built catalogue (`npm run build-storybook`, part of `npm test`) renders in
 * Chromium, plays its play function without failing, and passes the accessibility checks
 * (.storybook/a11y.ts) with zero violations.
 */
const FOLDER = 'storybook-static';
/** STORIES=<text> runs only the stories whose id contains it, while working on them; `npm test` runs all. */
const only = process.env.STORIES;
const stories = readStories(FOLDER).filter((story) => !only || story.id.includes(only));
/** Two pages share the stories: this machine has two cores. */
const PAGES = 2;

let browser: Browser;
let served: Awaited<ReturnType<typeof serveFolder>>;
const outcomes = new Map<string, StoryOutcome>();

beforeAll(async () => {
  served = await serveFolder(FOLDER);
  browser = await launchChromium();
  await Promise.all(
    Array.from({ length: PAGES }, async (_, lane) => {
      const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      await openPreview(page, served.url);
      for (const [position, story] of stories.entries()) {
        if (position % PAGES !== lane) continue;
        pageErrors.length = 0;
        const outcome = await runStory(page, story.id);
        outcomes.set(story.id, pageErrors.length > 0 && !outcome.error ? { ...outcome, error: pageErrors.join('; ') } : outcome);
      }
    }),
  );
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await served?.close();
});

describe('the component catalogue', () => {
  it('has stories', () => {
    expect(stories.length).toBeGreaterThan(only ? 0 : 300);
  });

  it.each(stories.map((story) => [`${story.title} › ${story.name}`, story.id] as const))('%s', (_, id) => {
    const outcome = outcomes.get(id);
    expect(outcome, 'the story was not run').toBeDefined();
    expect(outcome?.error ?? null).toBeNull();
    const violations = (outcome?.violations ?? []).map(({ rule, impact, help, targets }) => `${rule} (${impact ?? '?'}): ${help}\n  ${targets.join('\n  ')}`);
    expect(violations).toEqual([]);
  });
});
