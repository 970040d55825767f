import { describe, expect, it } from 'vitest';
import {
  canMove,
  closesAt,
  dueAfterMove,
  dueAfterPriority,
  dueFrom,
  isClosed,
  isOverdue,
  manualMoves,
  protocolDay,
  protocolOf,
  statusAfterAssignment,
  statusAfterMessage,
  TICKET_DEPARTMENTS,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  type TicketStatus,
} from '../../src/domain/helpdesk';

const DAY = 86_400_000;
const SOLVED_AT = '2026-11-20T12:00:00.000Z';
const TARGETS = { HIGH: 240, MEDIUM: 1440, LOW: 4320 } as const;

describe('the seed 001 vocabularies', () => {
  it('are spelled as the seed spells them', () => {
    expect(TICKET_STATUSES).toEqual(['NEW', 'IN_PROGRESS', 'ON_HOLD', 'SOLVED', 'CANCELED']);
    expect(TICKET_PRIORITIES).toEqual(['LOW', 'MEDIUM', 'HIGH']);
    expect(TICKET_DEPARTMENTS).toEqual(['ADMINISTRATIVE', 'COMMERCIAL', 'MARKETING', 'FINANCIAL', 'SUPPORT', 'TI']);
  });
});

describe('protocols', () => {
  it('are the day and a six-digit daily counter', () => {
    expect(protocolOf('2026-11-25', 123)).toBe('20261125-000123');
    expect(protocolOf('20261125', 1)).toBe('20261125-000001');
    expect(() => protocolOf('2026-11-25', 0)).toThrow(RangeError);
  });

  it('take the day on the platform calendar (São Paulo, UTC-3)', () => {
    expect(protocolDay(new Date('2026-11-26T02:59:59Z'))).toBe('2026-11-25');
    expect(protocolDay(new Date('2026-11-26T03:00:00Z'))).toBe('2026-11-26');
  });
});

describe('moves by hand', () => {
  // Issue 26: NEW → IN_PROGRESS; IN_PROGRESS ↔ ON_HOLD; → SOLVED; NEW, IN_PROGRESS or ON_HOLD → CANCELED.
  // Staff work tickets; the requester may only cancel its own open ticket.
  const STAFF: Record<TicketStatus, TicketStatus[]> = {
    NEW: ['IN_PROGRESS', 'CANCELED'],
    IN_PROGRESS: ['ON_HOLD', 'SOLVED', 'CANCELED'],
    ON_HOLD: ['IN_PROGRESS', 'SOLVED', 'CANCELED'],
    SOLVED: [],
    CANCELED: [],
  };
  const REQUESTER: Record<TicketStatus, TicketStatus[]> = { NEW: ['CANCELED'], IN_PROGRESS: ['CANCELED'], ON_HOLD: ['CANCELED'], SOLVED: [], CANCELED: [] };

  it.each(TICKET_STATUSES)('from %s are exactly the table', (from) => {
    expect([...manualMoves('staff', from)]).toEqual(STAFF[from]);
    expect([...manualMoves('requester', from)]).toEqual(REQUESTER[from]);
    for (const to of TICKET_STATUSES) {
      expect(canMove('staff', from, to)).toBe(STAFF[from].includes(to));
      expect(canMove('requester', from, to)).toBe(REQUESTER[from].includes(to));
    }
  });
});

describe('messages', () => {
  const now = Date.parse('2026-11-25T12:00:00.000Z');
  it('a public reply of staff starts a new ticket; an internal note changes nothing', () => {
    expect(statusAfterMessage({ status: 'NEW', solvedAt: null }, { actor: 'staff', internal: false }, now)).toEqual({ status: 'IN_PROGRESS' });
    expect(statusAfterMessage({ status: 'NEW', solvedAt: null }, { actor: 'staff', internal: true }, now)).toEqual({ status: 'NEW' });
    expect(statusAfterMessage({ status: 'ON_HOLD', solvedAt: null }, { actor: 'staff', internal: false }, now)).toEqual({ status: 'ON_HOLD' });
  });

  it('a reply of the requester takes a held ticket back, and reopens a solved one within 7 days', () => {
    expect(statusAfterMessage({ status: 'ON_HOLD', solvedAt: null }, { actor: 'requester', internal: false }, now)).toEqual({ status: 'IN_PROGRESS' });
    const solved = { status: 'SOLVED' as const, solvedAt: SOLVED_AT };
    expect(statusAfterMessage(solved, { actor: 'requester', internal: false }, Date.parse(SOLVED_AT) + 7 * DAY)).toEqual({ status: 'IN_PROGRESS' });
    expect(statusAfterMessage(solved, { actor: 'requester', internal: false }, Date.parse(SOLVED_AT) + 7 * DAY + 1)).toEqual({ refused: 'closed' });
  });

  it('nobody writes in a cancelled ticket', () => {
    for (const actor of ['staff', 'requester'] as const) {
      expect(statusAfterMessage({ status: 'CANCELED', solvedAt: null }, { actor, internal: false }, now)).toEqual({ refused: 'canceled' });
    }
  });

  it('closes a solved ticket 7 days after it was solved', () => {
    const solved = { status: 'SOLVED' as const, solvedAt: SOLVED_AT };
    expect(closesAt(solved)).toBe('2026-11-27T12:00:00.000Z');
    expect(isClosed(solved, Date.parse('2026-11-27T12:00:00.000Z'))).toBe(false);
    expect(isClosed(solved, Date.parse('2026-11-27T12:00:00.001Z'))).toBe(true);
    expect(closesAt({ status: 'IN_PROGRESS', solvedAt: null })).toBeNull();
  });

  it('assigning a new ticket starts it', () => {
    expect(statusAfterAssignment('NEW', 'u1')).toBe('IN_PROGRESS');
    expect(statusAfterAssignment('NEW', null)).toBe('NEW');
    expect(statusAfterAssignment('ON_HOLD', 'u1')).toBe('ON_HOLD');
  });
});

describe('the response clock', () => {
  const opened = Date.parse('2026-11-25T12:00:00.000Z');
  it('is due after the target of the priority', () => {
    expect(dueFrom(opened, 'HIGH', TARGETS)).toBe('2026-11-25T16:00:00.000Z');
    expect(dueFrom(opened, 'LOW', TARGETS)).toBe('2026-11-28T12:00:00.000Z');
  });

  it('pauses on hold: leaving it moves the due time by the time held', () => {
    const held = { status: 'ON_HOLD' as const, dueAt: '2026-11-25T16:00:00.000Z', priority: 'HIGH' as const, heldSince: '2026-11-25T13:00:00.000Z' };
    expect(dueAfterMove(held, 'IN_PROGRESS', Date.parse('2026-11-25T15:30:00.000Z'), TARGETS)).toBe('2026-11-25T18:30:00.000Z');
    const reopened = { status: 'SOLVED' as const, dueAt: '2026-11-25T16:00:00.000Z', priority: 'MEDIUM' as const, heldSince: null };
    expect(dueAfterMove(reopened, 'IN_PROGRESS', Date.parse('2026-11-26T00:00:00.000Z'), TARGETS)).toBe('2026-11-27T00:00:00.000Z');
  });

  it('keeps what it counted when the priority changes: moved by the difference of the targets', () => {
    expect(dueAfterPriority('2026-11-26T12:00:00.000Z', 'MEDIUM', 'HIGH', TARGETS)).toBe('2026-11-25T16:00:00.000Z');
    expect(dueAfterPriority('2026-11-25T16:00:00.000Z', 'HIGH', 'LOW', TARGETS)).toBe('2026-11-28T12:00:00.000Z');
  });

  it('is overdue only while it runs', () => {
    const late = Date.parse('2026-11-25T16:00:00.001Z');
    expect(isOverdue({ status: 'NEW', dueAt: '2026-11-25T16:00:00.000Z' }, late)).toBe(true);
    expect(isOverdue({ status: 'IN_PROGRESS', dueAt: '2026-11-25T16:00:00.000Z' }, late)).toBe(true);
    expect(isOverdue({ status: 'IN_PROGRESS', dueAt: '2026-11-25T16:00:00.000Z' }, Date.parse('2026-11-25T16:00:00.000Z'))).toBe(false);
    for (const status of ['ON_HOLD', 'SOLVED', 'CANCELED'] as const) expect(isOverdue({ status, dueAt: '2026-11-25T16:00:00.000Z' }, late)).toBe(false);
  });
});
