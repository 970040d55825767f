// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { OpenSwitch, type OpenSwitchProps } from '../../../src/ui/operations/OpenSwitch';
import { renderUi } from '../render';

// jsdom has no ResizeObserver; the popover's positioner watches its trigger with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

afterEach(cleanup);

// Local times, so the texts read the same in any time zone.
const NOW = new Date(2025, 2, 12, 18, 30);
const TODAY_1402 = new Date(2025, 2, 12, 14, 2).toISOString();
const EARLIER = new Date(2025, 2, 10, 9, 5).toISOString();

function props(overrides: Partial<OpenSwitchProps> = {}): OpenSwitchProps {
  return {
    status: 'automatic',
    isOpen: true,
    isManual: false,
    lastChange: null,
    failure: null,
    onToggle: vi.fn(),
    onConfirm: vi.fn(),
    onCancel: vi.fn(),
    onReleaseManual: vi.fn(),
    now: NOW,
    ...overrides,
  };
}

describe('OpenSwitch', () => {
  it("labels the switch 'Estabelecimento aberto' or 'Estabelecimento fechado' and shows the mode", () => {
    renderUi(<OpenSwitch {...props()} />);
    const open = screen.getByRole('checkbox', { name: 'Estabelecimento aberto' });
    expect((open as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Automático')).toBeTruthy();
    cleanup();
    renderUi(<OpenSwitch {...props({ isOpen: false })} />);
    expect((screen.getByRole('checkbox', { name: 'Estabelecimento fechado' }) as HTMLInputElement).checked).toBe(false);
  });

  it('speaks English too', () => {
    renderUi(<OpenSwitch {...props()} />, 'en');
    expect(screen.getByRole('checkbox', { name: 'Establishment open' })).toBeTruthy();
    cleanup();
    renderUi(<OpenSwitch {...props({ isOpen: false, isManual: true, status: 'manual' })} />, 'en');
    expect(screen.getByRole('checkbox', { name: 'Establishment closed' })).toBeTruthy();
    expect(screen.getByText('Manual mode')).toBeTruthy();
  });

  it('raises onToggle with the value asked for', async () => {
    const onToggle = vi.fn();
    renderUi(<OpenSwitch {...props({ onToggle })} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Estabelecimento aberto' }));
    await waitFor(() => expect(onToggle).toHaveBeenCalledExactlyOnceWith(false));
  });

  it('asks before going manual: the attention title, the text, Cancel and Yes', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderUi(<OpenSwitch {...props({ status: 'confirming', onConfirm, onCancel })} />);
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Atenção')).toBeTruthy();
    expect(within(dialog).getByText(/passa para o modo manual/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sim' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    // The switch stays as it was while the question is open.
    expect((screen.getByRole('checkbox', { name: 'Estabelecimento aberto', hidden: true }) as HTMLInputElement).checked).toBe(true);
  });

  it('has no confirmation outside the confirming state', () => {
    renderUi(<OpenSwitch {...props()} />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('while manual, the dashboard shows the 400 px notice whose Yes returns to automatic', () => {
    const onReleaseManual = vi.fn();
    const { container } = renderUi(<OpenSwitch {...props({ status: 'manual', isManual: true, isOpen: false, onReleaseManual })} />);
    const notice = container.querySelector<HTMLElement>('[data-part="manual-notice"]');
    expect(notice).not.toBeNull();
    expect(getComputedStyle(notice as HTMLElement).width).toBe('400px');
    expect(within(notice as HTMLElement).getByText(/voltar ao modo automático/)).toBeTruthy();
    fireEvent.click(within(notice as HTMLElement).getByRole('button', { name: 'Sim' }));
    expect(onReleaseManual).toHaveBeenCalledOnce();
  });

  it('in the top bar, the manual notice opens from the Manual badge', async () => {
    const onReleaseManual = vi.fn();
    renderUi(<OpenSwitch {...props({ status: 'manual', isManual: true, variant: 'compact', onReleaseManual })} />);
    expect(screen.queryByText(/voltar ao modo automático/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Modo manual' }));
    const text = await screen.findByText(/voltar ao modo automático/);
    const notice = text.closest<HTMLElement>('[data-part="manual-notice"]');
    fireEvent.click(within(notice as HTMLElement).getByRole('button', { name: 'Sim' }));
    expect(onReleaseManual).toHaveBeenCalledOnce();
  });

  it('has no manual notice in automatic mode', () => {
    const { container } = renderUi(<OpenSwitch {...props()} />);
    expect(container.querySelector('[data-part="manual-notice"]')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Modo manual' })).toBeNull();
  });

  it.each([
    [{ by: { fullname: 'Rodrigo Restaurante' }, at: TODAY_1402, toOpen: false, toManual: true }, 'ptBr', 'Fechado manualmente por Rodrigo Restaurante às 14:02'],
    [{ by: { fullname: 'Rodrigo Restaurante' }, at: TODAY_1402, toOpen: false, toManual: true }, 'en', 'Closed manually by Rodrigo Restaurante at 2:02 PM'],
    [{ by: { fullname: 'Sandra Equipe' }, at: TODAY_1402, toOpen: true, toManual: true }, 'ptBr', 'Aberto manualmente por Sandra Equipe às 14:02'],
    [{ by: { fullname: 'Sandra Equipe' }, at: EARLIER, toOpen: true, toManual: false }, 'ptBr', 'Modo automático retomado por Sandra Equipe em 10/03/2025 às 09:05'],
    [{ by: null, at: TODAY_1402, toOpen: true, toManual: false }, 'ptBr', 'Aberto automaticamente às 14:02'],
    [{ by: null, at: EARLIER, toOpen: false, toManual: false }, 'en', 'Closed automatically on 3/10/25 at 9:05 AM'],
  ] as const)('tells the last change: %o in %s', (lastChange, language, text) => {
    renderUi(<OpenSwitch {...props({ lastChange: { ...lastChange } })} />, language);
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('while saving, the switch is busy and cannot be toggled', () => {
    const { container } = renderUi(<OpenSwitch {...props({ status: 'saving', isOpen: false, isManual: true })} />);
    expect((screen.getByRole('checkbox', { name: 'Estabelecimento fechado' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByLabelText('Salvando...')).toBeTruthy();
    expect(container.querySelector('[data-state="saving"]')?.getAttribute('aria-busy')).toBe('true');
  });

  it.each([
    ['forbidden', 'Você não tem permissão para abrir ou fechar o estabelecimento. O estado anterior foi mantido.'],
    ['notFound', 'O estabelecimento não foi encontrado. O estado anterior foi mantido.'],
    ['network', 'Não foi possível falar com o servidor. O estado anterior foi mantido.'],
    ['other', 'Não foi possível salvar a alteração. O estado anterior foi mantido.'],
  ] as const)('says a save failed (%s) and that the previous state was kept', async (failure, text) => {
    renderUi(<OpenSwitch {...props({ failure, lastChange: { by: null, at: TODAY_1402, toOpen: true, toManual: false } })} />);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(text));
  });
});
