// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RiderHistoryDrawer, type RiderHistoryDrawerProps } from '../../../src/ui/delivery/RiderHistoryDrawer';
import { HISTORY, WEEK } from '../../../stories/delivery/deliveryFixtures';
import { renderUi } from '../render';

afterEach(cleanup);

function props(overrides: Partial<RiderHistoryDrawerProps> = {}): RiderHistoryDrawerProps {
  return {
    open: true,
    status: 'ready',
    history: HISTORY,
    racesPageSize: 5,
    failure: null,
    racesFailure: null,
    onRacesPage: vi.fn(),
    onRetry: vi.fn(),
    onClose: vi.fn(),
    ...overrides,
  };
}

describe('RiderHistoryDrawer', () => {
  it("shows the rider, its online time on each of the last seven days, and a page of its races", async () => {
    renderUi(<RiderHistoryDrawer {...props()} />, 'en');
    const drawer = await screen.findByRole('dialog', { name: 'History of Beatriz Dias' });
    expect(within(drawer).getByText('(11) 98000-8198')).toBeTruthy();
    const days = within(drawer).getAllByRole('listitem');
    expect(days).toHaveLength(7);
    expect(days.filter((day) => day.textContent?.includes('Offline'))).toHaveLength(3);
    // 95 + 412 + 240 + 55 minutes.
    expect(within(drawer).getByText('13 h 22 min in all')).toBeTruthy();
    expect(days[2]?.textContent).toMatch(/6 h 52 min, from .+ to .+/);
    const races = within(drawer).getByRole('table', { name: 'Rides (7)' });
    const rows = within(races).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    expect(rows[0]?.textContent).toContain('On the way');
    expect(rows[0]?.textContent).toContain('In progress');
    expect(rows[2]?.textContent).toContain('Canceled');
    expect(rows[1]?.textContent).toContain('Delivered');
    expect(rows[1]?.textContent).toContain('R$');
  });

  it('pages the races', async () => {
    const p = props();
    renderUi(<RiderHistoryDrawer {...p} />, 'en');
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('Page 1 of 2')).toBeTruthy();
    expect((within(drawer).getByRole('button', { name: /Previous page/ }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(drawer).getByRole('button', { name: /Next page/ }));
    expect(p.onRacesPage).toHaveBeenCalledWith(2);
  });

  it('keeps the page shown when another fails, and says so', async () => {
    renderUi(<RiderHistoryDrawer {...props({ racesFailure: { statusCode: 0, code: 'network' } })} />, 'en');
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('alert').textContent).toContain('The server could not be reached.');
    expect(within(drawer).getAllByRole('row')).toHaveLength(6);
  });

  it('says a new rider has no race yet', async () => {
    const history = { ...HISTORY, days: WEEK.map((day) => ({ ...day, onlineMinutes: 0, firstOnlineAt: null, lastOnlineAt: null })), races: { items: [], totalCount: 0, page: 1 } };
    renderUi(<RiderHistoryDrawer {...props({ history })} />, 'ptBr');
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('Nenhuma corrida ainda.')).toBeTruthy();
    expect(within(drawer).getAllByText('Offline').length).toBeGreaterThanOrEqual(7);
  });

  it('loads, fails with a retry, and closes', async () => {
    const p = props({ status: 'failed', history: null, failure: { statusCode: 404, code: 'not_found' } });
    renderUi(<RiderHistoryDrawer {...p} />, 'en');
    const drawer = await screen.findByRole('dialog', { name: 'History of the delivery person' });
    expect(within(drawer).getByText('The history could not be loaded.')).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Try again' }));
    expect(p.onRetry).toHaveBeenCalledOnce();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(p.onClose).toHaveBeenCalled());
  });
});
