// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { FirebaseConfig } from '../../../src/contract/runtimeConfig';
import { type NewOrderListener, type NewOrderWatch } from '../../../src/domain/newOrder';
import { NewOrderAlert, notifyDesktop, orderBoardHref, type NotificationApi } from '../../../src/routes/operations/NewOrderAlert';
import { renderUi } from '../render';
import { NEW_ORDER_SOUND_DELAY_MS, NEW_ORDER_SOUND_DURATION_MS } from '../../support/seed';

const FIREBASE: FirebaseConfig = { databaseURL: 'ws://127.0.0.1:9000?ns=demo-new-orders' };
const COMPANY = '64c000000000000000000001';

// jsdom plays no media: the element's play and pause are recorded instead.
let play: ReturnType<typeof vi.spyOn>;
let pause: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.useFakeTimers();
  play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockReturnValue(undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** A notification API that records what it shows, with the permission given. */
function fakeNotifications(permission: NotificationPermission, answer: NotificationPermission = permission) {
  const shown: Array<{ title: string; body: string | undefined }> = [];
  const api: NotificationApi = class {
    static readonly permission = permission;
    static requestPermission() {
      return Promise.resolve(answer);
    }
    constructor(title: string, options?: NotificationOptions) {
      shown.push({ title, body: options?.body });
    }
  };
  return { api, shown };
}

async function renderAlert(options: { firebase?: FirebaseConfig | null; companyId?: string | null; notifications?: NotificationApi } = {}) {
  let listener: NewOrderListener | null = null;
  const watches: NewOrderWatch[] = [];
  const stop = vi.fn();
  renderUi(
    <NewOrderAlert
      companyId={options.companyId === undefined ? COMPANY : options.companyId}
      loadFirebase={() => Promise.resolve(options.firebase === undefined ? FIREBASE : options.firebase)}
      subscribe={(watch, given) => {
        watches.push(watch);
        listener = given;
        return stop;
      }}
      notifications={'notifications' in options ? options.notifications : fakeNotifications('granted').api}
    />,
  );
  await act(() => vi.advanceTimersByTimeAsync(0));
  return {
    watches,
    stop,
    audio: () => document.querySelector('audio') as HTMLAudioElement,
    write: async (value: unknown) => {
      await act(async () => listener?.value(value));
    },
    advance: (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms)),
  };
}

describe('NewOrderAlert', () => {
  it('watches the company and plays the shipped sound 750 ms after an order, for 35 s, with the toast naming it', async () => {
    const notifications = fakeNotifications('granted');
    const alert = await renderAlert({ notifications: notifications.api });
    expect(alert.watches).toEqual([{ firebase: FIREBASE, companyId: COMPANY }]);
    expect(alert.audio().getAttribute('src')).toBe('/new-order-alert.wav');
    expect(alert.audio().dataset.state).toBe('idle');

    await alert.write({ orderNumber: 1042, customerName: 'Ana Souza' });
    const toast = screen.getByRole('alert', { name: 'Novo pedido' });
    expect(within(toast).getByText('Pedido 1042 de Ana Souza')).toBeTruthy();
    expect(notifications.shown).toEqual([{ title: 'Novo pedido', body: 'Pedido 1042 de Ana Souza' }]);
    await alert.advance(NEW_ORDER_SOUND_DELAY_MS - 1);
    expect(play).not.toHaveBeenCalled();
    await alert.advance(1);
    expect(play).toHaveBeenCalledOnce();
    expect(alert.audio().dataset.state).toBe('playing');
    await alert.advance(NEW_ORDER_SOUND_DURATION_MS);
    expect(pause).toHaveBeenCalledOnce();
    expect(alert.audio().dataset.state).toBe('idle');
    expect(screen.getByRole('alert').getAttribute('data-state')).toBe('silenced');
    fireEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('silences the sound from the toast', async () => {
    const alert = await renderAlert();
    await alert.write('A-7');
    await alert.advance(NEW_ORDER_SOUND_DELAY_MS);
    expect(play).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Silenciar' }));
    expect(pause).toHaveBeenCalledOnce();
    expect(alert.audio().dataset.state).toBe('idle');
    expect(screen.getByRole('alert').textContent).toContain('Pedido A-7');
  });

  it('logs that the browser lacks notifications, and still alerts on the page', async () => {
    const info = vi.spyOn(console, 'info').mockReturnValue(undefined);
    const alert = await renderAlert({ notifications: undefined });
    // jsdom has no Notification API.
    await alert.write({ orderNumber: 7 });
    expect(info).toHaveBeenCalledWith('Este navegador não oferece notificações; o aviso de novo pedido aparece só na página.');
    expect(screen.getByRole('alert')).toBeTruthy();
  });

  it('watches nothing without a Firebase configuration or without a company, and keeps the audio area', async () => {
    const off = await renderAlert({ firebase: null });
    expect(off.watches).toEqual([]);
    expect(off.audio()).toBeTruthy();
    cleanup();
    const staff = await renderAlert({ companyId: null });
    expect(staff.watches).toEqual([]);
  });

  it('stops watching when the shell goes away', async () => {
    const alert = await renderAlert();
    cleanup();
    expect(alert.stop).toHaveBeenCalledOnce();
  });
});

describe('notifyDesktop', () => {
  it('shows a notification when allowed, asks first when undecided, and stays quiet when refused', async () => {
    const granted = fakeNotifications('granted');
    notifyDesktop(granted.api, 'Novo pedido', 'Pedido 1', 'unsupported');
    expect(granted.shown).toEqual([{ title: 'Novo pedido', body: 'Pedido 1' }]);

    const asked = fakeNotifications('default', 'granted');
    notifyDesktop(asked.api, 'Novo pedido', 'Pedido 2', 'unsupported');
    await vi.advanceTimersByTimeAsync(0);
    expect(asked.shown).toEqual([{ title: 'Novo pedido', body: 'Pedido 2' }]);

    const denied = fakeNotifications('denied');
    const log = vi.fn();
    notifyDesktop(denied.api, 'Novo pedido', 'Pedido 3', 'unsupported', log);
    expect(denied.shown).toEqual([]);
    expect(log).not.toHaveBeenCalled();
  });

  it('logs where the browser has no Notification API', () => {
    const log = vi.fn();
    notifyDesktop(undefined, 'Novo pedido', 'Pedido 1', 'This browser does not support notifications', log);
    expect(log).toHaveBeenCalledWith('This browser does not support notifications');
  });
});

describe('orderBoardHref', () => {
  it("opens a restaurant's or a supermarket's order by its number, and nothing else", () => {
    expect(orderBoardHref('restaurant', '1042')).toBe('/shopping-cart/restaurant?order=1042');
    expect(orderBoardHref('supermarket', '7')).toBe('/shopping-cart/supermarket?order=7');
    expect(orderBoardHref('partner', '7')).toBeNull();
    expect(orderBoardHref(null, '7')).toBeNull();
    expect(orderBoardHref('restaurant', null)).toBeNull();
    expect(orderBoardHref('restaurant', 'abc')).toBeNull();
  });
});
