// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { AlertOffNotice } from '../../../src/ui/operations/AlertOffNotice';
import { NewOrderToast, type NewOrderToastProps } from '../../../src/ui/operations/NewOrderToast';
import { renderUi } from '../render';

afterEach(cleanup);

function props(overrides: Partial<NewOrderToastProps> = {}): NewOrderToastProps {
  return { status: 'waiting', order: { reference: '1042', customer: 'Ana Souza' }, onSilence: vi.fn(), onDismiss: vi.fn(), ...overrides };
}

describe('NewOrderToast', () => {
  it('names the order and offers Silence and Close while the sound is due or playing', () => {
    const onSilence = vi.fn();
    const onDismiss = vi.fn();
    renderUi(<NewOrderToast {...props({ onSilence, onDismiss })} />);
    const toast = screen.getByRole('alert', { name: 'Novo pedido' });
    expect(toast.getAttribute('data-state')).toBe('waiting');
    expect(within(toast).getByText('Pedido 1042 de Ana Souza')).toBeTruthy();
    expect(within(toast).getByText('O alerta sonoro vai tocar')).toBeTruthy();
    fireEvent.click(within(toast).getByRole('button', { name: 'Silenciar' }));
    expect(onSilence).toHaveBeenCalledOnce();
    fireEvent.click(within(toast).getByRole('button', { name: 'Fechar' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('says the sound is playing, then off (without Silence)', () => {
    renderUi(<NewOrderToast {...props({ status: 'ringing' })} />);
    expect(screen.getByText('Alerta sonoro tocando')).toBeTruthy();
    cleanup();
    renderUi(<NewOrderToast {...props({ status: 'silenced' })} />);
    expect(screen.getByText('Alerta sonoro desligado')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Silenciar' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Fechar' })).toBeTruthy();
  });

  it('opens the order on the board: its address, and a plain click stays in the app', () => {
    const onOpen = vi.fn();
    renderUi(<NewOrderToast {...props({ open: { href: '/shopping-cart/restaurant?order=1042', onOpen } })} />);
    const link = screen.getByRole('link', { name: 'Abrir pedido' });
    expect(link.getAttribute('href')).toBe('/shopping-cart/restaurant?order=1042');
    fireEvent.click(link);
    expect(onOpen).toHaveBeenCalledOnce();
    cleanup();
    renderUi(<NewOrderToast {...props()} />);
    expect(screen.queryByRole('link', { name: 'Abrir pedido' })).toBeNull();
  });

  it('shows nothing when hidden', () => {
    renderUi(<NewOrderToast {...props({ status: 'hidden', order: null })} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    [{ reference: 'A-7', customer: null }, 'Pedido A-7', 'Order A-7'],
    [{ reference: null, customer: 'Bruno Lima' }, 'Novo pedido de Bruno Lima', 'New order from Bruno Lima'],
    [{ reference: null, customer: null }, 'Chegou um novo pedido.', 'A new order has arrived.'],
  ])('names %j as %s (and in English %s)', (order, portuguese, english) => {
    renderUi(<NewOrderToast {...props({ order })} />);
    expect(screen.getByText(portuguese)).toBeTruthy();
    cleanup();
    renderUi(<NewOrderToast {...props({ order, status: 'ringing' })} />, 'en');
    expect(screen.getByRole('alert', { name: 'New order' })).toBeTruthy();
    expect(screen.getByText(english)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Silence' })).toBeTruthy();
  });
});

describe('AlertOffNotice', () => {
  it('says the new-order alert is off, in both languages', () => {
    renderUi(<AlertOffNotice />);
    expect(screen.getByText('Alerta de novos pedidos desligado')).toBeTruthy();
    expect(screen.getByText(/não tem configuração do Firebase/)).toBeTruthy();
    cleanup();
    renderUi(<AlertOffNotice />, 'en');
    expect(screen.getByText('New-order alert off')).toBeTruthy();
  });
});
