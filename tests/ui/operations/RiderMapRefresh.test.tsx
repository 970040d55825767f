// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { RiderMap, type RiderMapProps } from '../../../src/ui/operations/RiderMap';
import type { RiderMapCanvasProps } from '../../../src/ui/operations/RiderMapCanvas';
import { inUi, renderUi } from '../render';
import type { RiderPosition } from '../../../src/contract/schema.gen';

// jsdom has no ResizeObserver; the filter's indicator follows the checked item with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

afterEach(cleanup);

function rider(id: string, overrides: Partial<RiderPosition> = {}): RiderPosition {
  return { _id: id, person: { name: `Rider ${id}` }, typeOfVehicle: 'moto', isOnline: true, onRoute: false, flag: 'FREE', location: [-46.64, -23.56], ...overrides };
}

/** Stands in for the WebGL canvas (jsdom has no WebGL): the riders it is given, by id. */
function ListCanvas({ riders }: RiderMapCanvasProps) {
  return <output aria-label="canvas">{riders.map((r) => r._id).join(' ')}</output>;
}

const FIRST = [rider('a'), rider('b', { onRoute: true, flag: 'ON_ROUTE' }), rider('c', { isOnline: false, flag: 'UNAVAILABLE' })];
// The next refresh: `b` went offline, `d` appeared on a route.
const NEXT = [rider('a'), rider('b', { isOnline: false }), rider('c', { isOnline: false }), rider('d', { onRoute: true })];

function props(overrides: Partial<RiderMapProps> = {}): RiderMapProps {
  return {
    status: 'ready',
    riders: FIRST,
    filter: 'all',
    failure: null,
    refreshing: false,
    receivedAt: new Date(2025, 2, 12, 14, 2, 5).getTime(),
    retryEverySeconds: null,
    mapStyle: '/map/offline-style.json',
    onFilterChange: vi.fn(),
    onRetry: vi.fn(),
    Canvas: ListCanvas,
    ...overrides,
  };
}

const radioNames = () => screen.getAllByRole('radio').map((radio) => radio.getAttribute('aria-label') ?? radio.closest('label')?.textContent?.trim());

describe('RiderMap refreshed', () => {
  it('counts, says and draws the riders of every refresh, with its time', () => {
    const view = renderUi(<RiderMap {...props()} />);
    expect(radioNames()).toEqual(['Todos 3', 'Online 1', 'Offline 1', 'Em rota 1']);
    expect(screen.getByText('3 entregadores no mapa')).toBeTruthy();
    expect(screen.getByText('Atualizado às 14:02:05')).toBeTruthy();

    view.rerender(inUi(<RiderMap {...props({ riders: NEXT, receivedAt: new Date(2025, 2, 12, 14, 2, 10).getTime() })} />));
    expect(radioNames()).toEqual(['Todos 4', 'Online 1', 'Offline 2', 'Em rota 1']);
    expect(screen.getByText('4 entregadores no mapa')).toBeTruthy();
    expect(screen.getByText('Atualizado às 14:02:10')).toBeTruthy();
    expect(screen.getByRole('status', { name: 'canvas' }).textContent).toBe('a b c d');

    // A filter picked later counts the riders it keeps, from the last refresh.
    view.rerender(inUi(<RiderMap {...props({ riders: NEXT, filter: 'offline' })} />));
    expect(screen.getByText('2 entregadores no mapa')).toBeTruthy();
    expect(screen.getByRole('status', { name: 'canvas' }).textContent).toBe('b c');
  });

  it('keeps the time of the last riders in the failure, and says the next one when they arrive', () => {
    const view = renderUi(<RiderMap {...props({ status: 'failed', failure: 'network', retryEverySeconds: 5 })} />);
    const failure = () => screen.getByText('Não foi possível carregar as posições').closest('[data-part="failure"]')?.textContent ?? '';
    expect(failure()).toContain('O mapa mostra as últimas posições recebidas, às 14:02:05.');
    view.rerender(inUi(<RiderMap {...props({ riders: NEXT, receivedAt: new Date(2025, 2, 12, 14, 3, 0).getTime() })} />));
    expect(screen.queryByText('Não foi possível carregar as posições')).toBeNull();
    expect(screen.getByText('Atualizado às 14:03:00')).toBeTruthy();
  });

  it('counts nothing before the first riders, then counts them', () => {
    const view = renderUi(<RiderMap {...props({ status: 'loading', riders: [], receivedAt: null })} />);
    expect(radioNames()).toEqual(['Todos', 'Online', 'Offline', 'Em rota']);
    view.rerender(inUi(<RiderMap {...props()} />));
    expect(radioNames()).toEqual(['Todos 3', 'Online 1', 'Offline 1', 'Em rota 1']);
    expect(within(screen.getByRole('region', { name: 'Mapa dos entregadores ao vivo' })).getByRole('status', { name: 'canvas' }).textContent).toBe('a b c');
  });

  it('speaks English after a refresh too', () => {
    const view = renderUi(<RiderMap {...props()} />, 'en');
    view.rerender(inUi(<RiderMap {...props({ riders: NEXT })} />, 'en'));
    expect(screen.getByText('4 delivery people on the map')).toBeTruthy();
    expect(radioNames()).toEqual(['All 4', 'Online 1', 'Offline 2', 'On route 1']);
  });
});
