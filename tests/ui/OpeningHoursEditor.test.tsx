// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nProvider } from '../../src/i18n/I18nProvider';
import { system } from '../../src/ui/theme';
import type { OpeningHours } from '../../src/domain/openingHours';
import { OpeningHoursEditor, type OpeningHoursEditorProps } from '../../src/ui/company/OpeningHoursEditor';
import { OpenSwitch, type OpenSwitchProps, type OpenSwitchReason } from '../../src/ui/operations/OpenSwitch';
import { renderUi } from './render';

// jsdom has no ResizeObserver; the popover's positioner watches its trigger with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

afterEach(cleanup);

/** The providers of `renderUi`, as a wrapper that a rerender keeps. */
function Providers({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <I18nProvider initialLanguage="ptBr">{children}</I18nProvider>
    </ChakraProvider>
  );
}

// The instants below were worked out by hand: São Paulo is UTC−3 all year; 12 March 2025 is a
// Wednesday, 15 March a Saturday, 17 March a Monday; 25 December 2025 a Thursday.
const WED_1405 = new Date('2025-03-12T17:05:00Z');
const WED_1630 = new Date('2025-03-12T19:30:00Z');
const SAT_0100 = new Date('2025-03-15T04:00:00Z');
const MON_1200 = new Date('2025-03-17T15:00:00Z');
const CHRISTMAS_1200 = new Date('2025-12-25T15:00:00Z');

const HOURS: OpeningHours = {
  timeZone: 'America/Sao_Paulo',
  general: [
    [{ start: '11:00', end: '15:00' }, { start: '19:00', end: '01:00' }],
    [],
    [{ start: '11:00', end: '15:00' }, { start: '18:00', end: '23:00' }],
    [{ start: '11:00', end: '15:00' }, { start: '18:00', end: '23:00' }],
    [{ start: '11:00', end: '15:00' }, { start: '18:00', end: '23:00' }],
    [{ start: '11:00', end: '15:00' }, { start: '18:00', end: '02:00' }],
    [{ start: '18:00', end: '02:00' }],
  ],
  delivery: null,
  pickup: null,
  exceptions: [],
  pauses: [],
};

const WITH_EXCEPTIONS: OpeningHours = {
  ...HOURS,
  exceptions: [
    { id: 'natal', date: '2024-12-25', recurring: true, label: 'Natal', closed: true, slots: [] },
    { id: 'inventario', date: '2025-03-18', recurring: false, label: 'Inventário', closed: true, slots: [] },
  ],
};

const WITH_PAUSE: OpeningHours = {
  ...HOURS,
  pauses: [{ id: 'gas', from: '2025-03-12T16:30:00.000Z', until: '2025-03-12T17:30:00.000Z', reason: 'Falta de gás' }],
};

function props(overrides: Partial<OpeningHoursEditorProps> = {}): OpeningHoursEditorProps {
  return {
    status: 'editing',
    hours: HOURS,
    dirty: false,
    problems: [],
    failure: null,
    now: WED_1405,
    companyName: 'Cantina da Nonna',
    pausing: false,
    onChange: vi.fn(),
    onSave: vi.fn(),
    onDiscard: vi.fn(),
    onRetry: vi.fn(),
    onPause: vi.fn(),
    onEndPause: vi.fn(),
    ...overrides,
  };
}

function previewText(): string | null | undefined {
  return document.querySelector('[data-part="preview-general"]')?.textContent;
}

describe('OpeningHoursEditor: the week', () => {
  it('changes one time of one slot and answers the whole next hours', () => {
    const p = props();
    renderUi(<OpeningHoursEditor {...p} />);
    fireEvent.change(screen.getByLabelText('Terça-feira, fim do horário 2'), { target: { value: '23:30' } });
    expect(p.onChange).toHaveBeenCalledExactlyOnceWith({
      timeZone: 'America/Sao_Paulo',
      general: [
        [{ start: '11:00', end: '15:00' }, { start: '19:00', end: '01:00' }],
        [],
        [{ start: '11:00', end: '15:00' }, { start: '18:00', end: '23:30' }],
        [{ start: '11:00', end: '15:00' }, { start: '18:00', end: '23:00' }],
        [{ start: '11:00', end: '15:00' }, { start: '18:00', end: '23:00' }],
        [{ start: '11:00', end: '15:00' }, { start: '18:00', end: '02:00' }],
        [{ start: '18:00', end: '02:00' }],
      ],
      delivery: null,
      pickup: null,
      exceptions: [],
      pauses: [],
    });
  });

  it('adds lunch to a closed day and removes a slot', () => {
    const p = props();
    renderUi(<OpeningHoursEditor {...p} />);
    expect(within(document.querySelector('[data-day="1"]') as HTMLElement).getByText('Fechado')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Segunda-feira: adicionar horário' }));
    expect(vi.mocked(p.onChange).mock.calls[0]?.[0].general[1]).toEqual([{ start: '11:00', end: '15:00' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Sábado, remover o horário 1' }));
    expect(vi.mocked(p.onChange).mock.calls[1]?.[0].general).toEqual([
      [{ start: '11:00', end: '15:00' }, { start: '19:00', end: '01:00' }],
      [],
      [{ start: '11:00', end: '15:00' }, { start: '18:00', end: '23:00' }],
      [{ start: '11:00', end: '15:00' }, { start: '18:00', end: '23:00' }],
      [{ start: '11:00', end: '15:00' }, { start: '18:00', end: '23:00' }],
      [{ start: '11:00', end: '15:00' }, { start: '18:00', end: '02:00' }],
      [],
    ]);
  });

  it('notes the slots that run past midnight', () => {
    renderUi(<OpeningHoursEditor {...props()} />);
    const notes = [...document.querySelectorAll('[data-part="slot-note"]')].map((note) => note.closest('[data-part="slot"]')?.getAttribute('data-path'));
    expect(notes).toEqual(['general[0][1]', 'general[5][1]', 'general[6][0]']);
    expect(document.querySelector('[data-part="slot-note"]')?.textContent).toBe('termina no dia seguinte');
  });

  it("copies a day's slots to the days ticked", async () => {
    const p = props();
    renderUi(<OpeningHoursEditor {...p} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sábado: copiar para outros dias' }));
    const group = await screen.findByRole('group', { name: 'Sábado: copiar para outros dias' });
    const copy = within(group).getByRole('button', { name: 'Copiar' }) as HTMLButtonElement;
    expect(copy.disabled).toBe(true);
    // The box's own input flips on the click at once; the root's data-state follows the component's state, which the copy reads.
    const tick = async (day: string) => {
      const box = within(group).getByLabelText(day);
      fireEvent.click(box);
      await waitFor(() => expect(box.closest('[data-part="root"]')?.getAttribute('data-state')).toBe('checked'));
    };
    await tick('Segunda-feira');
    await tick('Quarta-feira');
    await waitFor(() => expect(copy.disabled).toBe(false));
    fireEvent.click(copy);
    await waitFor(() => expect(p.onChange).toHaveBeenCalledOnce());
    expect(vi.mocked(p.onChange).mock.calls[0]?.[0].general).toEqual([
      [{ start: '11:00', end: '15:00' }, { start: '19:00', end: '01:00' }],
      [{ start: '18:00', end: '02:00' }],
      [{ start: '11:00', end: '15:00' }, { start: '18:00', end: '23:00' }],
      [{ start: '18:00', end: '02:00' }],
      [{ start: '11:00', end: '15:00' }, { start: '18:00', end: '23:00' }],
      [{ start: '11:00', end: '15:00' }, { start: '18:00', end: '02:00' }],
      [{ start: '18:00', end: '02:00' }],
    ]);
  });

  it('gives delivery a copy of the general week', async () => {
    const p = props();
    renderUi(<OpeningHoursEditor {...p} />);
    fireEvent.click(screen.getByLabelText('Horários diferentes para entrega'));
    await waitFor(() => expect(p.onChange).toHaveBeenCalledOnce());
    const next = vi.mocked(p.onChange).mock.calls[0]?.[0];
    expect(next?.delivery).toEqual(HOURS.general);
    expect(next?.pickup).toBeNull();
  });

  it('names the days and the slots in English', () => {
    renderUi(<OpeningHoursEditor {...props()} />, 'en');
    expect(screen.getByLabelText('Tuesday, start of time slot 1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Monday: add time slot' })).toBeTruthy();
  });
});

describe('OpeningHoursEditor: problems, saving and failures', () => {
  it('shows each problem translated at its field, marked invalid, and focuses the first one', () => {
    const problems: OpeningHoursEditorProps['problems'] = [
      { path: 'general[2][1]', code: 'slots_overlap', message: '14:00–18:00 overlaps general[2][0] (11:00–15:00)' },
      { path: 'exceptions[1].label', code: 'required', message: 'an exception needs a label' },
      { path: 'timeZone', code: 'unknown_time_zone', message: "'Mars/Olympus' is not an IANA time zone" },
    ];
    const p = props({ hours: WITH_EXCEPTIONS, dirty: true });
    const { rerender } = render(<OpeningHoursEditor {...p} />, { wrapper: Providers });
    expect(document.activeElement?.tagName).not.toBe('INPUT');
    // Save brings the problems to light.
    rerender(<OpeningHoursEditor {...p} problems={problems} />);
    const slot = document.querySelector('[data-path="general[2][1]"]') as HTMLElement;
    expect(within(slot).getByText('Dois horários do mesmo dia se sobrepõem (um horário que passa da meia-noite conta também no dia seguinte).')).toBeTruthy();
    expect(within(slot).getByLabelText('Terça-feira, início do horário 2').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Terça-feira, início do horário 1').getAttribute('aria-invalid')).toBeNull();
    const exception = document.querySelector('[data-path="exceptions[1]"]') as HTMLElement;
    expect(within(exception).getByText('Dê um nome à exceção (por exemplo, Natal).')).toBeTruthy();
    expect(within(document.querySelector('[data-path="exceptions[0]"]') as HTMLElement).queryByText('Dê um nome à exceção (por exemplo, Natal).')).toBeNull();
    expect(screen.getByText('Fuso horário desconhecido. Escolha um da lista.')).toBeTruthy();
    expect(screen.getByText('Corrija os campos marcados antes de salvar.')).toBeTruthy();
    expect(document.activeElement).toBe(within(slot).getByLabelText('Terça-feira, início do horário 2'));
  });

  it('shows a problem with no field of its own above the form', () => {
    renderUi(<OpeningHoursEditor {...props({ problems: [{ path: 'exceptions[1].id', code: 'duplicate_id', message: "'x' is also the id of exceptions[0]" }] })} />);
    expect(within(document.querySelector('[data-part="problems"]') as HTMLElement).getByText('Duas exceções têm o mesmo identificador. Recarregue o horário de funcionamento e tente de novo.')).toBeTruthy();
  });

  it('keeps Save off while nothing changed, and saves or discards a changed draft', () => {
    renderUi(<OpeningHoursEditor {...props()} />);
    expect((screen.getByRole('button', { name: 'Salvar' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Descartar alterações' }) as HTMLButtonElement).disabled).toBe(true);
    cleanup();
    const p = props({ dirty: true });
    renderUi(<OpeningHoursEditor {...p} />);
    expect(screen.getByText('Alterações não salvas')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    fireEvent.click(screen.getByRole('button', { name: 'Descartar alterações' }));
    expect(p.onSave).toHaveBeenCalledOnce();
    expect(p.onDiscard).toHaveBeenCalledOnce();
  });

  it('says Saved after a save, and freezes the fields while saving', () => {
    renderUi(<OpeningHoursEditor {...props({ status: 'saved' })} />);
    expect(screen.getByText('Alterações salvas')).toBeTruthy();
    cleanup();
    renderUi(<OpeningHoursEditor {...props({ status: 'saving', dirty: true })} />);
    expect((screen.getByLabelText('Terça-feira, fim do horário 2') as HTMLInputElement).disabled).toBe(true);
  });

  it('says why the server refused and that the draft is kept, offering to reload a stale version', () => {
    const failure = { statusCode: 409, error: 'Conflict', message: 'stale', code: 'stale_version' };
    const p = props({ dirty: true, failure });
    renderUi(<OpeningHoursEditor {...p} />);
    expect(screen.getByRole('alert').textContent).toBe(
      'A última alteração não foi feita.Outra pessoa alterou este registro enquanto você editava. Recarregue para ver a versão atual. Suas alterações continuam aqui.Recarregar',
    );
    expect((screen.getByLabelText('Terça-feira, fim do horário 2') as HTMLInputElement).value).toBe('23:00');
    fireEvent.click(screen.getByRole('button', { name: 'Recarregar' }));
    expect(p.onRetry).toHaveBeenCalledOnce();
  });

  it('offers no reload for another refusal', () => {
    renderUi(<OpeningHoursEditor {...props({ failure: { statusCode: 0, error: 'Network Error', message: 'x', code: 'network' } })} />);
    expect(screen.queryByRole('button', { name: 'Recarregar' })).toBeNull();
  });

  it('shows a failed load with Retry', () => {
    const p = props({ status: 'loadFailed', hours: null, failure: { statusCode: 0, error: 'Network Error', message: 'x', code: 'network' } });
    renderUi(<OpeningHoursEditor {...p} />);
    expect(screen.getByText('Não foi possível falar com o servidor. Tente de novo.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(p.onRetry).toHaveBeenCalledOnce();
  });
});

describe('OpeningHoursEditor: the preview', () => {
  const cases: [string, OpeningHours, Date, string][] = [
    ['lunch on Wednesday', HOURS, WED_1405, 'Aberto agora · fecha às 15:00'],
    ['between lunch and dinner', HOURS, WED_1630, 'Fechado · abre às 18:00'],
    ["Friday's night on Saturday at 01:00", HOURS, SAT_0100, 'Aberto agora · fecha às 02:00'],
    ['Christmas', WITH_EXCEPTIONS, CHRISTMAS_1200, 'Fechado: Natal · abre amanhã às 11:00'],
    ['a closed Monday before an inventory Tuesday', WITH_EXCEPTIONS, MON_1200, 'Fechado · abre quarta-feira às 11:00'],
    ['a pause', WITH_PAUSE, WED_1405, 'Pausado até 14:30 (Falta de gás)'],
    ['no hours', { ...HOURS, general: [[], [], [], [], [], [], []] }, WED_1405, 'Nenhum horário cadastrado: o botão fica como estiver.'],
  ];
  it.each(cases)('says %s', (_, hours, now, expected) => {
    renderUi(<OpeningHoursEditor {...props({ hours, now })} />);
    expect(previewText()).toBe(expected);
  });

  it('reads the hours on the chosen zone’s clock', () => {
    // 14:05 in São Paulo is 13:05 in Manaus (UTC−4): lunch still, closing at 15:00 there.
    renderUi(<OpeningHoursEditor {...props({ hours: { ...HOURS, timeZone: 'America/Manaus' } })} />);
    expect(previewText()).toBe('Aberto agora · fecha às 15:00');
    expect(document.querySelector('[data-part="clock"]')?.textContent).toBe('13:05 em Manaus');
  });

  it('speaks English', () => {
    renderUi(<OpeningHoursEditor {...props({ hours: WITH_EXCEPTIONS, now: CHRISTMAS_1200 })} />, 'en');
    expect(previewText()).toBe('Closed: Natal · opens tomorrow at 11:00');
    cleanup();
    renderUi(<OpeningHoursEditor {...props({ now: WED_1405 })} />, 'en');
    expect(previewText()).toBe('Open now · closes at 15:00');
  });

  it("gives delivery's own hours a line", () => {
    const delivery = HOURS.general.map((day) => day.map((slot) => (slot.end === '15:00' ? { start: slot.start, end: '14:00' } : slot)));
    renderUi(<OpeningHoursEditor {...props({ hours: { ...HOURS, delivery } })} />);
    expect(document.querySelector('[data-part="preview-delivery"]')?.textContent).toBe('Entrega: Fechado · abre às 18:00');
  });
});

describe('OpeningHoursEditor: exceptions and pauses', () => {
  it("adds an exception on the company's date", () => {
    const p = props();
    renderUi(<OpeningHoursEditor {...p} />);
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar exceção' }));
    expect(vi.mocked(p.onChange).mock.calls[0]?.[0].exceptions).toEqual([{ id: 'new-1', date: '2025-03-12', recurring: false, label: '', closed: true, slots: [] }]);
  });

  it('opens an exception with a first slot', async () => {
    const p = props({ hours: WITH_EXCEPTIONS });
    renderUi(<OpeningHoursEditor {...p} />);
    const natal = document.querySelector('[data-path="exceptions[0]"]') as HTMLElement;
    fireEvent.click(within(natal).getByLabelText('Fechado o dia inteiro'));
    await waitFor(() => expect(p.onChange).toHaveBeenCalledOnce());
    expect(vi.mocked(p.onChange).mock.calls[0]?.[0].exceptions[0]).toEqual({ id: 'natal', date: '2024-12-25', recurring: true, label: 'Natal', closed: false, slots: [{ start: '11:00', end: '15:00' }] });
  });

  it('pauses for a length or until a time, with a reason', () => {
    const p = props();
    renderUi(<OpeningHoursEditor {...p} />);
    fireEvent.change(screen.getByLabelText('Pausar por'), { target: { value: '60' } });
    fireEvent.change(screen.getByLabelText('Motivo (opcional)'), { target: { value: ' Falta de gás ' } });
    expect(document.querySelector('[data-part="pause-end"]')?.textContent).toBe('Termina às 15:05.');
    fireEvent.click(screen.getByRole('button', { name: 'Pausar agora' }));
    expect(p.onPause).toHaveBeenLastCalledWith({ until: '2025-03-12T18:05:00.000Z', reason: 'Falta de gás' });
    fireEvent.change(screen.getByLabelText('Pausar por'), { target: { value: 'until' } });
    fireEvent.change(screen.getByLabelText('Até'), { target: { value: '11:30' } });
    expect(document.querySelector('[data-part="pause-end"]')?.textContent).toBe('Termina amanhã às 11:30.');
    fireEvent.click(screen.getByRole('button', { name: 'Pausar agora' }));
    expect(p.onPause).toHaveBeenLastCalledWith({ until: '2025-03-13T14:30:00.000Z', reason: 'Falta de gás' });
  });

  it('lists the pause in force with Encerrar pausa', () => {
    const p = props({ hours: WITH_PAUSE });
    renderUi(<OpeningHoursEditor {...p} />);
    const pause = document.querySelector('[data-part="pause"]') as HTMLElement;
    expect(within(pause).getByText('Pausado até 14:30')).toBeTruthy();
    fireEvent.click(within(pause).getByRole('button', { name: 'Encerrar pausa' }));
    expect(p.onEndPause).toHaveBeenCalledExactlyOnceWith('gas');
  });
});

describe('OpenSwitch: the reason in automatic mode', () => {
  // Wednesday 12 March 2025, 14:05 in São Paulo.
  const NOW = WED_1405;
  const zone = 'America/Sao_Paulo';
  const reasons = {
    opensAt18: { reason: 'schedule', label: null, until: null, nextChange: { at: '2025-03-12T21:00:00.000Z', isOpen: true }, timeZone: zone },
    closesAt23: { reason: 'schedule', label: null, until: null, nextChange: { at: '2025-03-13T02:00:00.000Z', isOpen: false }, timeZone: zone },
    natal: { reason: 'exception', label: 'Natal', until: null, nextChange: { at: '2025-03-13T14:00:00.000Z', isOpen: true }, timeZone: zone },
    paused: { reason: 'pause', label: 'Falta de gás', until: '2025-03-12T17:30:00.000Z', nextChange: { at: '2025-03-12T17:30:00.000Z', isOpen: true }, timeZone: zone },
    sunday: { reason: 'schedule', label: null, until: null, nextChange: { at: '2025-03-16T14:00:00.000Z', isOpen: true }, timeZone: zone },
    noHours: { reason: 'no_hours', label: null, until: null, nextChange: null, timeZone: zone },
  } satisfies Record<string, OpenSwitchReason>;

  function switchProps(overrides: Partial<OpenSwitchProps>): OpenSwitchProps {
    return { status: 'automatic', isOpen: false, isManual: false, lastChange: null, failure: null, now: NOW, onToggle: vi.fn(), onConfirm: vi.fn(), onCancel: vi.fn(), onReleaseManual: vi.fn(), ...overrides };
  }

  function reasonOf(overrides: Partial<OpenSwitchProps>, language: 'ptBr' | 'en' = 'ptBr'): string | null {
    renderUi(<OpenSwitch {...switchProps(overrides)} />, language);
    const text = document.querySelector('[data-part="reason"]')?.textContent ?? null;
    cleanup();
    return text;
  }

  it('says it beside the label, which keeps the seed’s words', () => {
    renderUi(<OpenSwitch {...switchProps({ state: reasons.opensAt18 })} />);
    expect(screen.getByRole('checkbox', { name: 'Estabelecimento fechado' })).toBeTruthy();
    expect(document.querySelector('[data-part="reason"]')?.textContent).toBe('abre às 18:00');
  });

  it('speaks Portuguese', () => {
    expect(reasonOf({ isOpen: true, state: reasons.closesAt23 })).toBe('fecha às 23:00');
    expect(reasonOf({ state: reasons.natal })).toBe('Natal · abre amanhã às 11:00');
    expect(reasonOf({ state: reasons.paused })).toBe('pausado até 14:30 · Falta de gás');
    expect(reasonOf({ state: reasons.sunday })).toBe('abre domingo às 11:00');
    expect(reasonOf({ isOpen: true, state: reasons.noHours })).toBe('sem horário cadastrado');
  });

  it('keeps the top bar short', () => {
    expect(reasonOf({ variant: 'compact', state: reasons.paused })).toBe('pausado até 14:30');
    expect(reasonOf({ variant: 'compact', state: reasons.natal })).toBe('Natal');
    expect(reasonOf({ variant: 'compact', state: reasons.opensAt18 })).toBe('abre às 18:00');
  });

  it('speaks English', () => {
    expect(reasonOf({ state: reasons.opensAt18 }, 'en')).toBe('opens at 18:00');
    expect(reasonOf({ state: reasons.natal }, 'en')).toBe('Natal · opens tomorrow at 11:00');
    expect(reasonOf({ state: reasons.paused }, 'en')).toBe('paused until 14:30 · Falta de gás');
    expect(reasonOf({ state: reasons.sunday }, 'en')).toBe('opens Sunday at 11:00');
  });

  it('says nothing in manual mode or without a reason', () => {
    expect(reasonOf({ status: 'manual', isManual: true, state: { ...reasons.noHours, reason: 'manual' } })).toBeNull();
    expect(reasonOf({ status: 'manual', isManual: true, state: reasons.opensAt18 })).toBeNull();
    expect(reasonOf({})).toBeNull();
    expect(reasonOf({ state: null })).toBeNull();
  });
});
