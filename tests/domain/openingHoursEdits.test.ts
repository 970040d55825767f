import { describe, expect, it } from 'vitest';
import type { OpeningHours, OpeningWeek } from '../../src/domain/openingHours';
import {
  addException,
  addSlot,
  currentPauses,
  pauseInForce,
  newExceptionId,
  pauseEnd,
  removeException,
  removeSlot,
  setSeparateWeek,
  setSlot,
  slotSpan,
  todayIn,
  updateException,
  withWeek,
} from '../../src/domain/openingHoursEdits';

const slot = (start: string, end: string) => ({ start, end });

const WEEK: OpeningWeek = [[], [slot('11:00', '15:00')], [slot('11:00', '15:00'), slot('18:00', '23:00')], [], [], [], [slot('18:00', '02:00')]];

const HOURS: OpeningHours = {
  timeZone: 'America/Sao_Paulo',
  general: WEEK,
  delivery: null,
  pickup: null,
  exceptions: [{ id: 'natal', date: '2024-12-25', recurring: true, label: 'Natal', closed: true, slots: [] }],
  pauses: [],
};

describe('the week edits', () => {
  it('adds lunch to a closed day, dinner to a day with one slot, then an empty slot', () => {
    expect(addSlot(WEEK, 0)).toEqual([[slot('11:00', '15:00')], [slot('11:00', '15:00')], [slot('11:00', '15:00'), slot('18:00', '23:00')], [], [], [], [slot('18:00', '02:00')]]);
    expect(addSlot(WEEK, 1)[1]).toEqual([slot('11:00', '15:00'), slot('18:00', '23:00')]);
    expect(addSlot(WEEK, 2)[2]).toEqual([slot('11:00', '15:00'), slot('18:00', '23:00'), slot('', '')]);
  });

  it('changes one slot of one day and leaves the others', () => {
    expect(setSlot(WEEK, 2, 1, slot('19:00', '23:30'))).toEqual([[], [slot('11:00', '15:00')], [slot('11:00', '15:00'), slot('19:00', '23:30')], [], [], [], [slot('18:00', '02:00')]]);
  });

  it('removes a slot; a day left without slots is closed', () => {
    expect(removeSlot(WEEK, 2, 0)[2]).toEqual([slot('18:00', '23:00')]);
    expect(removeSlot(WEEK, 1, 0)).toEqual([[], [], [slot('11:00', '15:00'), slot('18:00', '23:00')], [], [], [], [slot('18:00', '02:00')]]);
  });

  it('never changes the week it is given', () => {
    const before = JSON.stringify(WEEK);
    addSlot(WEEK, 1);
    setSlot(WEEK, 1, 0, slot('10:00', '12:00'));
    removeSlot(WEEK, 2, 1);
    expect(JSON.stringify(WEEK)).toBe(before);
  });

  it('tells a slot past midnight, the whole day and one not readable yet', () => {
    expect(slotSpan(slot('11:00', '15:00'))).toBe('sameDay');
    expect(slotSpan(slot('18:00', '02:00'))).toBe('pastMidnight');
    expect(slotSpan(slot('18:00', '18:00'))).toBe('pastMidnight');
    expect(slotSpan(slot('00:00', '00:00'))).toBe('wholeDay');
    expect(slotSpan(slot('18:00', ''))).toBe('invalid');
    expect(slotSpan(slot('24:00', '02:00'))).toBe('invalid');
  });
});

describe('the services’ weeks', () => {
  it('gives delivery a copy of the general week, then takes it back', () => {
    const separate = setSeparateWeek(HOURS, 'delivery', true);
    expect(separate.delivery).toEqual([[], [slot('11:00', '15:00')], [slot('11:00', '15:00'), slot('18:00', '23:00')], [], [], [], [slot('18:00', '02:00')]]);
    expect(separate.pickup).toBeNull();
    expect(setSeparateWeek(separate, 'delivery', false).delivery).toBeNull();
  });

  it('replaces the week of one service', () => {
    const week: OpeningWeek = [[], [], [], [], [], [], [slot('12:00', '14:00')]];
    const next = withWeek(HOURS, 'pickup', week);
    expect(next.pickup).toEqual([[], [], [], [], [], [], [slot('12:00', '14:00')]]);
    expect(next.general).toBe(HOURS.general);
  });
});

describe('the exceptions', () => {
  it('adds a one-off unnamed exception, closed all day, with an id no other has', () => {
    expect(addException(HOURS, '2025-03-12').exceptions).toEqual([
      { id: 'natal', date: '2024-12-25', recurring: true, label: 'Natal', closed: true, slots: [] },
      { id: 'new-1', date: '2025-03-12', recurring: false, label: '', closed: true, slots: [] },
    ]);
    expect(newExceptionId([{ id: 'new-1', date: '2025-01-01', recurring: false, label: 'a', closed: true, slots: [] }, { id: 'new-3', date: '2025-01-02', recurring: false, label: 'b', closed: true, slots: [] }])).toBe('new-2');
  });

  it('opens an exception with a first slot, and closing it drops its slots', () => {
    const opened = updateException(HOURS, 0, { closed: false });
    expect(opened.exceptions[0]).toEqual({ id: 'natal', date: '2024-12-25', recurring: true, label: 'Natal', closed: false, slots: [slot('11:00', '15:00')] });
    const withSlots = updateException(opened, 0, { slots: [slot('10:00', '14:00')], label: 'Natal (meio período)' });
    expect(withSlots.exceptions[0]).toEqual({ id: 'natal', date: '2024-12-25', recurring: true, label: 'Natal (meio período)', closed: false, slots: [slot('10:00', '14:00')] });
    expect(updateException(withSlots, 0, { closed: true }).exceptions[0]?.slots).toEqual([]);
  });

  it('changes the date and the yearly flag, and removes one', () => {
    expect(updateException(HOURS, 0, { date: '2025-12-24', recurring: false }).exceptions[0]).toEqual({ id: 'natal', date: '2025-12-24', recurring: false, label: 'Natal', closed: true, slots: [] });
    expect(removeException(HOURS, 0).exceptions).toEqual([]);
  });
});

describe('the pauses', () => {
  // 2025-01-14T15:00:00Z is 12:00 in São Paulo (UTC−3).
  const NOW = new Date('2025-01-14T15:00:00Z');

  it('ends a pause some minutes later', () => {
    expect(pauseEnd(NOW, { kind: 'minutes', minutes: 30 }, 'America/Sao_Paulo')).toBe('2025-01-14T15:30:00.000Z');
    expect(pauseEnd(NOW, { kind: 'minutes', minutes: 120 }, 'America/Sao_Paulo')).toBe('2025-01-14T17:00:00.000Z');
    expect(pauseEnd(NOW, { kind: 'minutes', minutes: 0 }, 'America/Sao_Paulo')).toBeNull();
  });

  it('ends a pause at a time of the company’s clock: today when ahead, else tomorrow', () => {
    expect(pauseEnd(NOW, { kind: 'until', time: '14:30' }, 'America/Sao_Paulo')).toBe('2025-01-14T17:30:00.000Z');
    expect(pauseEnd(NOW, { kind: 'until', time: '11:00' }, 'America/Sao_Paulo')).toBe('2025-01-15T14:00:00.000Z');
    // Manaus is UTC−4: 14:30 there is 18:30 UTC.
    expect(pauseEnd(NOW, { kind: 'until', time: '14:30' }, 'America/Manaus')).toBe('2025-01-14T18:30:00.000Z');
    expect(pauseEnd(NOW, { kind: 'until', time: '' }, 'America/Sao_Paulo')).toBeNull();
  });

  it('lists the pauses not ended, in force first', () => {
    const later = { id: 'b', from: '2025-01-15T12:00:00.000Z', until: '2025-01-15T14:00:00.000Z', reason: 'Inventário' };
    const now = { id: 'a', from: '2025-01-14T14:00:00.000Z', until: '2025-01-14T17:30:00.000Z', reason: 'Falta de gás' };
    const ended = { id: 'c', from: '2025-01-14T10:00:00.000Z', until: '2025-01-14T15:00:00.000Z', reason: '' };
    expect(currentPauses([later, ended, now], NOW).map((p) => p.id)).toEqual(['a', 'b']);
  });

  it('counts a pause as in force from its start, or a minute before it (the server’s clock may be ahead)', () => {
    const pause = (from: string, until: string) => ({ id: 'p', from, until, reason: '' });
    // Made "now" on a server 20 s ahead of the browser.
    expect(pauseInForce(pause('2025-01-14T15:00:20.000Z', '2025-01-14T15:30:20.000Z'), NOW)).toBe(true);
    expect(pauseInForce(pause('2025-01-14T15:01:00.000Z', '2025-01-14T16:00:00.000Z'), NOW)).toBe(true);
    // Beginning in 61 s, or tomorrow: planned.
    expect(pauseInForce(pause('2025-01-14T15:01:01.000Z', '2025-01-14T16:00:00.000Z'), NOW)).toBe(false);
    expect(pauseInForce(pause('2025-01-15T12:00:00.000Z', '2025-01-15T14:00:00.000Z'), NOW)).toBe(false);
    // Ended at 12:00 sharp.
    expect(pauseInForce(pause('2025-01-14T14:00:00.000Z', '2025-01-14T15:00:00.000Z'), NOW)).toBe(false);
  });

  it('knows the company’s date', () => {
    // 01:30 UTC on the 15th is still the 14th in São Paulo.
    expect(todayIn(new Date('2025-01-15T01:30:00Z'), 'America/Sao_Paulo')).toBe('2025-01-14');
  });
});
