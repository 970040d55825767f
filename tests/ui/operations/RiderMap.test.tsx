// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RiderMap, type RiderMapProps } from '../../../src/ui/operations/RiderMap';
import type { RiderMapCanvasProps } from '../../../src/ui/operations/RiderMapCanvas';
import { RiderPopupCard } from '../../../src/ui/operations/RiderMapPopup';
import { renderUi } from '../render';
import type { RiderPosition } from '../../../src/contract/schema.gen';

// jsdom has no ResizeObserver; the filter's indicator follows the checked item with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

afterEach(cleanup);

function checked(element: HTMLElement): boolean {
  if (!(element instanceof HTMLInputElement)) throw new Error('not an input');
  return element.checked;
}

function rider(id: string, overrides: Partial<RiderPosition> = {}): RiderPosition {
  return {
    _id: id,
    person: { name: `Rider ${id}` },
    typeOfVehicle: 'moto',
    isOnline: true,
    onRoute: false,
    flag: 'FREE',
    location: [-46.64, -23.56],
    ...overrides,
  };
}

const RIDERS = [
  rider('a'),
  rider('b'),
  rider('c', { onRoute: true, flag: 'ON_ROUTE' }),
  rider('d', { isOnline: false, flag: 'UNAVAILABLE' }),
];

/** Stands in for the WebGL canvas (jsdom has no WebGL): one button per rider it is given. */
function ListCanvas({ riders, framing, hoveredId, onHover }: RiderMapCanvasProps) {
  return (
    <ul aria-label="canvas" data-hovered={hoveredId ?? ''} data-framing={framing?.map((r) => r._id).join(' ')}>
      {riders.map((r) => (
        <li key={r._id}>
          <button type="button" onMouseEnter={() => onHover(r._id)} onMouseLeave={() => onHover(null)}>
            {r._id}
          </button>
        </li>
      ))}
    </ul>
  );
}

function props(overrides: Partial<RiderMapProps> = {}): RiderMapProps {
  return {
    status: 'ready',
    riders: RIDERS,
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

describe('RiderMap', () => {
  it('counts every filter value, says how many riders are drawn, and draws those the filter keeps', () => {
    renderUi(<RiderMap {...props({ filter: 'online' })} />);
    expect(checked(screen.getByRole('radio', { name: 'Todos 4' }))).toBe(false);
    expect(checked(screen.getByRole('radio', { name: 'Online 2' }))).toBe(true);
    expect(screen.getByRole('radio', { name: 'Offline 1' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Em rota 1' })).toBeTruthy();
    expect(screen.getByText('2 entregadores no mapa')).toBeTruthy();
    expect(screen.getByText('Atualizado às 14:02:05')).toBeTruthy();
    const canvas = screen.getByRole('list', { name: 'canvas' });
    expect(within(canvas).getAllByRole('button').map((b) => b.textContent)).toEqual(['a', 'b']);
    // The map opens framing every rider, not only those the filter keeps (the all-riders filter later finds them in view).
    expect(canvas.getAttribute('data-framing')).toBe('a b c d');
  });

  it('raises the filter the user picks', async () => {
    const onFilterChange = vi.fn();
    renderUi(<RiderMap {...props({ onFilterChange })} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Em rota 1' }));
    await waitFor(() => expect(onFilterChange).toHaveBeenCalledExactlyOnceWith('onRoute'));
  });

  it('keeps the rider under the pointer for the popup', () => {
    renderUi(<RiderMap {...props()} />);
    const canvas = screen.getByRole('list', { name: 'canvas' });
    fireEvent.mouseEnter(within(canvas).getByRole('button', { name: 'c' }));
    expect(canvas.getAttribute('data-hovered')).toBe('c');
    fireEvent.mouseLeave(within(canvas).getByRole('button', { name: 'c' }));
    expect(canvas.getAttribute('data-hovered')).toBe('');
  });

  it('shows the legend: green online, red offline, blue on route', () => {
    renderUi(<RiderMap {...props()} />);
    const legend = screen.getByRole('group', { name: 'Legenda' });
    expect(within(legend).getByText('Online')).toBeTruthy();
    expect(within(legend).getByText('Offline')).toBeTruthy();
    expect(within(legend).getByText('Em rota')).toBeTruthy();
  });

  it('says it is loading before the first riders, and draws no map yet', () => {
    renderUi(<RiderMap {...props({ status: 'loading', riders: [], receivedAt: null })} />);
    expect(screen.getByText('Carregando as posições dos entregadores...')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'canvas' })).toBeNull();
    // Nothing counted yet.
    expect(screen.getByRole('radio', { name: 'Todos' })).toBeTruthy();
    expect(screen.queryByText(/no mapa/)).toBeNull();
  });

  it('says when no rider has a position, and when the filter leaves none', () => {
    renderUi(<RiderMap {...props({ riders: [] })} />);
    expect(screen.getByText('Nenhum entregador com posição conhecida no momento.')).toBeTruthy();
    cleanup();
    renderUi(<RiderMap {...props({ riders: [rider('a')], filter: 'offline' })} />);
    expect(screen.getByText('Nenhum entregador neste filtro no momento.')).toBeTruthy();
    expect(screen.getByText('0 entregadores no mapa')).toBeTruthy();
  });

  it('says a load failed, keeps the last riders with their time, and retries when asked', () => {
    const onRetry = vi.fn();
    renderUi(<RiderMap {...props({ status: 'failed', failure: 'network', retryEverySeconds: 5, onRetry })} />);
    const alert = screen.getByText('Não foi possível carregar as posições').closest('[data-part="failure"]');
    if (!(alert instanceof HTMLElement)) throw new Error('no failure alert');
    expect(alert.textContent).toContain(
      'Não foi possível falar com o servidor. Verifique sua conexão. O mapa mostra as últimas posições recebidas, às 14:02:05. Uma nova tentativa é feita a cada 5 segundos.',
    );
    expect(within(screen.getByRole('list', { name: 'canvas' })).getAllByRole('button')).toHaveLength(4);
    fireEvent.click(within(alert).getByRole('button', { name: 'Tentar de novo' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('says in words that the user may not see the riders', () => {
    renderUi(<RiderMap {...props({ status: 'failed', failure: 'forbidden', riders: [], receivedAt: null })} />);
    expect(screen.getByText('Você não tem permissão para ver os entregadores.')).toBeTruthy();
    expect(screen.queryByText(/nova tentativa/)).toBeNull();
  });

  it('says it is updating while a refresh is under way', () => {
    renderUi(<RiderMap {...props({ refreshing: true })} />);
    expect(screen.getByText('Atualizando...')).toBeTruthy();
  });

  it('speaks English', () => {
    renderUi(<RiderMap {...props({ filter: 'onRoute' })} />, 'en');
    expect(checked(screen.getByRole('radio', { name: 'On route 1' }))).toBe(true);
    expect(screen.getByText('1 delivery person on the map')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Live map of delivery people' })).toBeTruthy();
  });
});

describe('RiderPopupCard', () => {
  it.each([
    ['ptBr', rider('a', { typeOfVehicle: 'bicicleta', onRoute: true, flag: 'ON_ROUTE' }), ['Rider a', 'bicicleta', 'Online', 'Em rota']],
    ['ptBr', rider('b', { person: null, isOnline: false, flag: 'UNAVAILABLE' }), ['Person não cadastrado', 'moto', 'Offline', 'Indisponível']],
    ['ptBr', rider('c'), ['Rider c', 'moto', 'Online', 'Liberado']],
    ['en', rider('d', { person: null, flag: 'FREE' }), ['Person not registered', 'moto', 'Online', 'Free']],
  ] as const)('%s: %o', (language, subject, [name, vehicle, online, flag]) => {
    renderUi(<RiderPopupCard rider={subject} />, language);
    expect(screen.getByText(name)).toBeTruthy();
    expect(screen.getByText(vehicle)).toBeTruthy();
    expect(screen.getByText(online)).toBeTruthy();
    expect(screen.getByText(flag)).toBeTruthy();
  });
});
