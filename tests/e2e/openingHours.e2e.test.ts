import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SCREENSHOTS, startE2eRun } from './harness';

// The server's clock runs this far ahead of the real one: the test moves time instead of waiting.
let ahead = 0;
const run = startE2eRun({ now: () => new Date(Date.now() + ahead) });

const ZONE = 'America/Sao_Paulo';
const WEEKDAYS = ['Domingo', 'Segunda-feira', 'Terça-feira', 'Quarta-feira', 'Quinta-feira', 'Sexta-feira', 'Sábado'];

/** `at` on the company's clock: its `HH:MM` and its weekday (0 = Sunday). */
function wallClock(at: number): { time: string; weekday: number; date: string } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', weekday: 'short', hourCycle: 'h23' }).formatToParts(new Date(at));
  const part = (type: string) => parts.find((each) => each.type === type)?.value ?? '';
  return {
    time: `${part('hour')}:${part('minute')}`,
    weekday: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(part('weekday')),
    date: `${part('year')}-${part('month')}-${part('day')}`,
  };
}

/**
 * Moves the page's clock `ms` on, firing its timers, with the server's clock kept at the page's
 * (set first: the reads the timers start are answered at the new time).
 */
async function advance(page: Page, ms: number): Promise<void> {
  const pageNow = await page.evaluate(() => Date.now());
  ahead = pageNow + ms - Date.now();
  await page.clock.runFor(ms);
}

/**
 * Waits until no dialog shows on the page (hidden ones stay in the document). The closing dialog's exit animation is finished at
 * once: under the test's clock and a loaded machine its end could come late (or, seen once in CI,
 * not within 30 s), and its backdrop covers the page until it does.
 */
async function closedDialogs(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const parts = [...document.querySelectorAll('[data-scope="dialog"]:is([data-part="backdrop"], [data-part="content"]):not([hidden])')];
        for (const part of parts) for (const animation of part.getAnimations()) animation.finish();
        return parts.length;
      }),
    )
    .toBe(0);
}

const topBarSwitch = (page: Page) => page.locator('header [data-variant="compact"]');
const dashboardSwitch = (page: Page) => page.locator('#shell-content [data-variant="large"]');

describe('opening hours in Chromium (issue 23)', () => {
  it('closes the establishment when its hours end, says why, pauses it, and goes manual and back', async () => {
    // The closing: five minutes on, at the start of a minute on the company's clock (never 00:00,
    // which would make the slot a whole day); the steps before it move the clock three minutes.
    // The slot (00:00 to the closing) is on today's weekday: within ten minutes of midnight both
    // clocks start a quarter of an hour on, in the new day.
    if (wallClock(Date.now() + 10 * 60_000).date !== wallClock(Date.now()).date) ahead = 15 * 60_000;
    let closing = Math.ceil((Date.now() + ahead) / 60_000) * 60_000 + 5 * 60_000;
    if (wallClock(closing).time === '00:00') closing += 60_000;
    const { time: end, weekday } = wallClock(closing);

    const page = await run.newPage();
    // The page's clock is the test's too: its timers run when the test moves it.
    await page.clock.install({ time: Date.now() + ahead });
    await run.signIn(page, 'restaurant@example.com');
    await page.goto(`${run.url}/company/opening-hours`);
    const day = page.locator(`[data-week="general"] [data-day="${weekday}"]`);
    const dayName = WEEKDAYS[weekday] ?? '';
    await day.getByRole('button', { name: `${dayName}: adicionar horário` }).click();
    await page.getByLabel(`${dayName}, início do horário 1`).fill('00:00');
    await page.getByLabel(`${dayName}, fim do horário 1`).fill(end);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Alterações salvas').waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/opening-hours-saved.png`, fullPage: true });

    // Automatic: open until the slot ends, the switch says when it closes (read again within a minute).
    await advance(page, 61_000);
    const top = topBarSwitch(page);
    await top.getByText('Estabelecimento aberto').waitFor();
    await expect.poll(() => top.locator('[data-part="reason"]').textContent()).toBe(`fecha às ${end}`);

    // A pause closes it at once, and says until when: 30 minutes on (the length offered first),
    // "amanhã às" when that is past midnight on the company's clock.
    const pausedAt = await page.evaluate(() => Date.now());
    const pauseDay = wallClock(pausedAt + 30 * 60_000).date === wallClock(pausedAt).date ? '' : 'amanhã às ';
    await page.getByRole('button', { name: 'Pausar agora' }).click();
    await page.locator('[data-part="pause"][data-state="active"]').waitFor();
    await advance(page, 61_000);
    await top.getByText('Estabelecimento fechado').waitFor();
    await expect.poll(() => top.locator('[data-part="reason"]').getAttribute('data-reason')).toBe('pause');
    expect(await top.locator('[data-part="reason"]').textContent()).toMatch(new RegExp(`^pausado até ${pauseDay}\\d\\d:\\d\\d$`));
    await page.screenshot({ path: `${SCREENSHOTS}/opening-hours-paused.png` });
    // Ended: open again by its hours.
    await page.getByRole('button', { name: 'Encerrar pausa' }).click();
    await page.getByText('Nenhuma pausa ativa ou marcada.').waitFor();
    await advance(page, 61_000);
    await top.getByText('Estabelecimento aberto').waitFor();

    // The slot ends, and the switch reads its company again a second after.
    await advance(page, closing + 2_000 - (await page.evaluate(() => Date.now())));
    await top.getByText('Estabelecimento fechado').waitFor();
    await expect.poll(() => top.locator('[data-part="reason"]').getAttribute('data-reason')).toBe('schedule');
    // The next opening is the same slot a week later.
    expect(await top.locator('[data-part="reason"]').textContent()).toMatch(/^abre em \d\d\/\d\d às 00:00$/);
    await page.screenshot({ path: `${SCREENSHOTS}/opening-hours-closed-by-hours.png` });

    // Manual through the seed's confirmation, and back to automatic through its notice.
    await page.goto(`${run.url}/dashboard`);
    const large = dashboardSwitch(page);
    await large.getByText('Estabelecimento fechado').click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Sim' }).click();
    await closedDialogs(page);
    await large.getByText('Estabelecimento aberto').waitFor();
    await expect.poll(() => large.getAttribute('data-manual')).toBe('true');
    await large.getByRole('button', { name: 'Sim' }).click();
    await expect.poll(() => large.getAttribute('data-manual')).toBe('false');
    // Automatic again: the hours decide, closed.
    await advance(page, 61_000);
    await large.getByText('Estabelecimento fechado').waitFor();
    await page.close();
  });
});
