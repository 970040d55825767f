import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { RIDER_COLOURS, type RiderStatus } from '../../src/domain/riders';
import { SCREENSHOTS, startE2eRun } from './harness';

const MAP_PATH = '/report/deliverymanlive';

const e2e = startE2eRun();

/** A marker as the screen shows it: its colour's status and its centre in page pixels. */
interface Marker {
  status: RiderStatus;
  x: number;
  y: number;
}

/**
 * The markers drawn on the map, found in a screenshot of it: connected areas of one of the
 * three marker colours (the legend's dots, which use the same colours, are left out).
 */
async function markersOnScreen(page: Page, map: Locator, legend: Locator): Promise<Marker[]> {
  const box = await map.boundingBox();
  const legendBox = await legend.boundingBox();
  if (!box || !legendBox) throw new Error('the map or its legend is not on screen');
  const png = await page.screenshot({ clip: box });
  const found = await page.evaluate(
    async ({ base64, colours }) => {
      // Decoded here, not fetched from a data: address, which the app's policy (connect-src) refuses.
      const blob = new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], { type: 'image/png' });
      const image = await createImageBitmap(blob);
      const canvas = new OffscreenCanvas(image.width, image.height);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.drawImage(image, 0, 0);
      const { data, width, height } = context.getImageData(0, 0, image.width, image.height);
      const label = new Int8Array(width * height).fill(-1);
      for (let p = 0; p < width * height; p += 1) {
        colours.forEach(([r, g, b], c) => {
          const d = Math.abs((data[p * 4] ?? 0) - r) + Math.abs((data[p * 4 + 1] ?? 0) - g) + Math.abs((data[p * 4 + 2] ?? 0) - b);
          if (d <= 12) label[p] = c;
        });
      }
      // Connected areas of one colour (4-neighbours), by flood fill.
      const seen = new Uint8Array(width * height);
      const areas: Array<{ colour: number; x: number; y: number; size: number }> = [];
      for (let start = 0; start < width * height; start += 1) {
        const colour = label[start] ?? -1;
        if (colour < 0 || seen[start]) continue;
        const stack = [start];
        seen[start] = 1;
        let size = 0;
        let sx = 0;
        let sy = 0;
        while (stack.length > 0) {
          const p = stack.pop() ?? 0;
          size += 1;
          sx += p % width;
          sy += Math.floor(p / width);
          for (const q of [p - 1, p + 1, p - width, p + width]) {
            if (q < 0 || q >= width * height || seen[q] || label[q] !== colour) continue;
            if (Math.abs((q % width) - (p % width)) > 1) continue;
            seen[q] = 1;
            stack.push(q);
          }
        }
        if (size >= 20) areas.push({ colour, x: sx / size, y: sy / size, size });
      }
      return areas;
    },
    { base64: png.toString('base64'), colours: [RIDER_COLOURS.online, RIDER_COLOURS.offline, RIDER_COLOURS.onRoute].map(([r, g, b]): [number, number, number] => [r, g, b]) },
  );
  const statuses: RiderStatus[] = ['online', 'offline', 'onRoute'];
  return found
    .map((area) => ({ status: statuses[area.colour] ?? 'online', x: box.x + area.x, y: box.y + area.y }))
    .filter((m) => !(m.x >= legendBox.x && m.x <= legendBox.x + legendBox.width && m.y >= legendBox.y && m.y <= legendBox.y + legendBox.height));
}

function tally(markers: readonly Marker[]): Record<RiderStatus, number> {
  const counts: Record<RiderStatus, number> = { online: 0, offline: 0, onRoute: 0 };
  for (const marker of markers) counts[marker.status] += 1;
  return counts;
}

/** The count the filter control shows next to a filter value. */
async function countOf(page: Page, filter: string): Promise<number> {
  return Number(await page.locator(`[data-option="${filter}"] [data-part="count"]`).innerText());
}

/** The markers once the drawing shows `expected` of each colour (deck.gl draws on its next frame). */
async function settledMarkers(page: Page, map: Locator, legend: Locator, expected: Record<RiderStatus, number>): Promise<Marker[]> {
  let markers: Marker[] = [];
  await expect
    .poll(
      async () => {
        markers = await markersOnScreen(page, map, legend);
        return tally(markers);
      },
      { timeout: 20_000, interval: 500 },
    )
    .toEqual(expected);
  return markers;
}

describe('the live rider map in Chromium', () => {
  it('shows a company its riders in their colours, filters them, and tells who a rider is on hover', { timeout: 150_000 }, async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1280, height: 860 } });
    page.on('pageerror', (error) => {
      throw error;
    });
    await e2e.signIn(page, 'restaurant@example.com');
    await page.goto(`${e2e.url}${MAP_PATH}`);
    const root = page.locator('[data-filter][data-state]').first();
    await expect.poll(() => root.getAttribute('data-state'), { timeout: 20_000 }).toBe('ready');
    const map = page.getByRole('region', { name: 'Mapa dos entregadores ao vivo' });
    const legend = map.locator('[data-part="legend"]');
    await map.locator('canvas').first().waitFor();

    // The filter control counts every value; the statuses add up to all.
    const counts = {
      all: await countOf(page, 'all'),
      online: await countOf(page, 'online'),
      offline: await countOf(page, 'offline'),
      onRoute: await countOf(page, 'onRoute'),
    };
    expect(counts.all).toBeGreaterThan(0);
    expect(counts.online * counts.offline * counts.onRoute).toBeGreaterThan(0);
    expect(counts.online + counts.offline + counts.onRoute).toBe(counts.all);
    await expect.poll(() => page.locator('[data-part="showing"]').innerText()).toBe(`${counts.all} entregadores no mapa`);

    // All: one marker per rider, green, red and blue.
    const all = await settledMarkers(page, map, legend, { online: counts.online, offline: counts.offline, onRoute: counts.onRoute });

    // Each filter leaves only its colour, as many markers as its count says.
    const filters: Array<[string, RiderStatus, string]> = [
      ['Online', 'online', 'online'],
      ['Offline', 'offline', 'offline'],
      ['Em rota', 'onRoute', 'onRoute'],
    ];
    for (const [label, status, value] of filters) {
      await page.getByRole('radio', { name: new RegExp(`^${label}`) }).check({ force: true });
      await expect.poll(() => root.getAttribute('data-filter')).toBe(value);
      expect(new URL(page.url()).searchParams.get('filter')).toBe(value);
      const n = counts[status];
      await expect.poll(() => page.locator('[data-part="showing"]').innerText()).toBe(`${n} ${n === 1 ? 'entregador' : 'entregadores'} no mapa`);
      const expected = { online: 0, offline: 0, onRoute: 0, [status]: n };
      await settledMarkers(page, map, legend, expected);
    }

    // The filter survives a reload (it is in the address).
    await page.reload();
    await expect.poll(() => page.locator('[data-filter][data-state]').first().getAttribute('data-filter'), { timeout: 20_000 }).toBe('onRoute');
    await page.getByRole('radio', { name: /^Todos/ }).check({ force: true });
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await settledMarkers(page, map, legend, { online: counts.online, offline: counts.offline, onRoute: counts.onRoute });

    // Hovering a marker opens its popup: the name, the vehicle, Online/Offline and the flag.
    const popup = page.locator('[data-part="rider-popup"]');
    const read = async () => ({
      name: await popup.locator('[data-part="name"]').innerText(),
      vehicle: await popup.locator('[data-part="vehicle"]').innerText(),
      online: await popup.locator('[data-part="online"]').innerText(),
      flag: await popup.locator('[data-part="flag"]').innerText(),
      status: await popup.getAttribute('data-status'),
    });
    const seen: Array<Awaited<ReturnType<typeof read>>> = [];
    const mapBox = await map.locator('.maplibregl-map').boundingBox();
    if (!mapBox) throw new Error('no map container');
    const outside: string[] = [];
    for (const marker of all) {
      await page.mouse.move(marker.x, marker.y);
      await popup.waitFor({ timeout: 10_000 });
      // The popup follows the pointer once deck.gl has picked the marker (slow on a busy machine).
      await expect.poll(() => popup.getAttribute('data-status'), { timeout: 10_000 }).toBe(marker.status);
      const texts = await read();
      // The whole popup is inside the map, wherever the marker is (one near the top edge too).
      const card = await page.locator('.maplibregl-popup').boundingBox();
      if (!card) throw new Error('no popup box');
      if (card.y < mapBox.y - 1 || card.x < mapBox.x - 1 || card.y + card.height > mapBox.y + mapBox.height + 1 || card.x + card.width > mapBox.x + mapBox.width + 1) {
        outside.push(`${texts.name} at ${Math.round(marker.x)},${Math.round(marker.y)}`);
      }
      seen.push(texts);
      expect(texts.vehicle).toMatch(/\S/);
      if (marker.status === 'offline') expect(texts.online).toBe('Offline');
      else expect(texts.online).toBe('Online');
      if (marker.status === 'onRoute') expect(texts.flag).toBe('Em rota');
      else expect(['Liberado', 'Indisponível']).toContain(texts.flag);
    }
    // The demo's rider without a person record.
    expect(seen.map((s) => s.name)).toContain('Person não cadastrado');
    expect(outside).toEqual([]);

    // The screenshot shows a popup over a rider on a route.
    const onRoute = all.find((m) => m.status === 'onRoute');
    if (!onRoute) throw new Error('no rider on a route');
    await page.mouse.move(onRoute.x, onRoute.y);
    await expect.poll(() => popup.getAttribute('data-status')).toBe('onRoute');
    await page.screenshot({ path: `${SCREENSHOTS}/rider-map.png` });

    // Leaving the markers closes the popup.
    const box = await map.boundingBox();
    if (!box) throw new Error('no map');
    await page.mouse.move(box.x + box.width - 40, box.y + box.height - 40);
    await popup.waitFor({ state: 'detached' });
    await page.close();
  });

  // Three sign-ins and three maps: slow on a small machine.
  it("shows a company only its own company's riders", { timeout: 150_000 }, async () => {
    const ridersSeenBy = async (email: string) => {
      const page = await e2e.browser.newPage();
      await e2e.signIn(page, email);
      await page.goto(`${e2e.url}${MAP_PATH}`);
      await expect.poll(() => page.locator('[data-filter][data-state]').first().getAttribute('data-state'), { timeout: 20_000 }).toBe('ready');
      const count = await countOf(page, 'all');
      await page.close();
      return count;
    };
    const restaurant = await ridersSeenBy('restaurant@example.com');
    const market = await ridersSeenBy('market@example.com');
    // Root acts for every company: at least both companies' riders.
    const root = await ridersSeenBy('root@example.com');
    expect(restaurant).toBeGreaterThan(0);
    expect(market).toBeGreaterThan(0);
    expect(root).toBeGreaterThanOrEqual(restaurant + market);
  });
});
