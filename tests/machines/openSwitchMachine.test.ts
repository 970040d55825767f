import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ApiError } from '../../src/contract/apiError';
import { connectOpenSwitch } from '../../src/machines/openSwitch/connect';
import { openSwitchMachine } from '../../src/machines/openSwitch/machine';
import type { OpenSwitchEvent } from '../../src/machines/openSwitch/types';
import type { CompanyLookup, SaveOpenStateInput } from '../../src/domain/company';
import { COMPANY_LOOKUP_RETRY_MS as LOOKUP_RETRY_MS } from '../support/seed';
import { flush, expectEveryPairPlayed, expectEveryStateAndTransition, ModelRunner, PromiseFakes, playEachPath, statePairs, type ModelEvent, type Oracle, transitionPaths } from './modelHarness';
import type { CompanyStatus } from '../../src/contract/schema.gen';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const COMPANY: CompanyStatus = {
  _id: '64c000000000000000000001',
  name: 'Cantina da Nonna',
  type: 'restaurant',
  shoppingFlow: 'MENU',
  isOpen: true,
  isManual: false,
  lastOpenChange: null,
};
const CLOSED_MANUALLY: CompanyStatus = {
  ...COMPANY,
  isOpen: false,
  isManual: true,
  lastOpenChange: {
    by: { _id: '4', fullname: 'Rodrigo Restaurante' },
    at: '2025-03-12T17:02:00.000Z',
    fromOpen: true,
    toOpen: false,
    fromManual: false,
    toManual: true,
  },
};
const BACK_TO_AUTOMATIC: CompanyStatus = {
  ...COMPANY,
  isOpen: false,
  isManual: false,
  lastOpenChange: { ...(CLOSED_MANUALLY.lastOpenChange as NonNullable<CompanyStatus['lastOpenChange']>), fromOpen: false, fromManual: true, toManual: false },
};
const FORBIDDEN: ApiError = { statusCode: 403, error: 'Forbidden', message: 'You do not have permission to do this', code: 'forbidden' };
const NETWORK: ApiError = { statusCode: 0, error: 'Network Error', message: 'Failed to fetch', code: 'network' };

const EVENTS: ReadonlyArray<ModelEvent<OpenSwitchEvent>> = [
  { type: 'done.lookup', output: { kind: 'noMainCompany' } satisfies CompanyLookup },
  { type: 'done.lookup', output: { kind: 'notFound' } satisfies CompanyLookup },
  { type: 'done.lookup', output: { kind: 'found', company: COMPANY } satisfies CompanyLookup },
  { type: 'done.lookup', output: { kind: 'found', company: CLOSED_MANUALLY } satisfies CompanyLookup },
  { type: 'error.lookup', error: NETWORK },
  { type: 'after.lookupRetry' },
  { type: 'after.refresh' },
  { type: 'switch.toggle', isOpen: false },
  { type: 'confirm.cancel' },
  { type: 'confirm.accept' },
  { type: 'notice.accept' },
  { type: 'done.saveOpenState', output: CLOSED_MANUALLY },
  { type: 'done.saveOpenState', output: BACK_TO_AUTOMATIC },
  { type: 'error.saveOpenState', error: FORBIDDEN },
];

/**
 * The switch as seed 001 section 2.4 describes it, written without the machine: the company is
 * looked up (again 5 s later while no main company is stored; a lookup that finds none hides the
 * switch); its `isManual` picks the mode. Automatic: a toggle changes nothing and asks; Cancel
 * leaves it automatic, Yes saves the opposite state, manual. Manual: a toggle saves that state;
 * the notice's Yes saves the same state, automatic. A save shows the state being saved; its answer
 * is the company; a refusal keeps the company as it was and says why until the next save.
 * Automatic (issue 23): the company is read again a minute later (sooner when its next change
 * comes first), silently: a found company is taken as it is (its mode too), anything else keeps
 * the switch as it was; a toggle meanwhile asks as in automatic.
 */
type Phase = 'lookingUp' | 'waiting' | 'hidden' | 'automatic' | 'refreshing' | 'confirming' | 'manual' | 'saving';
interface SwitchSpec {
  phase: Phase;
  company: CompanyStatus | null;
  saving: { isOpen: boolean; isManual: boolean } | null;
  failure: 'forbidden' | 'notFound' | 'network' | 'other' | null;
  calls: Array<{ src: string; input: unknown }>;
}
const modeOf = (company: CompanyStatus): Phase => (company.isManual ? 'manual' : 'automatic');
const failureOf = (error: unknown): SwitchSpec['failure'] => {
  const status: unknown = Reflect.get(error as object, 'statusCode');
  return status === 403 ? 'forbidden' : status === 404 ? 'notFound' : status === 0 ? 'network' : 'other';
};
const SWITCH_SPEC: Oracle<SwitchSpec, unknown> = {
  initial: { phase: 'lookingUp', company: null, saving: null, failure: null, calls: [{ src: 'lookup', input: undefined }] },
  next(state, event) {
    const save = (company: CompanyStatus, isOpen: boolean, isManual: boolean): SwitchSpec => ({
      ...state,
      phase: 'saving',
      saving: { isOpen, isManual },
      failure: null,
      calls: [...state.calls, { src: 'saveOpenState', input: { companyId: company._id, isOpen, isManual } }],
    });
    const { company } = state;
    switch (state.phase) {
      case 'lookingUp': {
        if (event.type === 'error.lookup') return { ...state, phase: 'waiting' };
        if (event.type !== 'done.lookup') return state;
        const lookup = Reflect.get(event, 'output') as CompanyLookup;
        if (lookup.kind === 'found') return { ...state, phase: modeOf(lookup.company), company: lookup.company };
        return { ...state, phase: lookup.kind === 'notFound' ? 'hidden' : 'waiting' };
      }
      case 'waiting':
        return event.type === 'after.lookupRetry' ? { ...state, phase: 'lookingUp', calls: [...state.calls, { src: 'lookup', input: undefined }] } : state;
      case 'automatic':
        if (event.type === 'after.refresh') return { ...state, phase: 'refreshing', calls: [...state.calls, { src: 'lookup', input: undefined }] };
        return event.type === 'switch.toggle' ? { ...state, phase: 'confirming' } : state;
      case 'refreshing': {
        if (event.type === 'switch.toggle') return { ...state, phase: 'confirming' };
        if (event.type === 'error.lookup') return { ...state, phase: 'automatic' };
        if (event.type !== 'done.lookup') return state;
        const lookup = Reflect.get(event, 'output') as CompanyLookup;
        return lookup.kind === 'found' ? { ...state, phase: modeOf(lookup.company), company: lookup.company } : { ...state, phase: 'automatic' };
      }
      case 'confirming':
        if (event.type === 'confirm.cancel') return { ...state, phase: 'automatic' };
        if (event.type === 'confirm.accept' && company) return save(company, !company.isOpen, true);
        return state;
      case 'manual':
        if (event.type === 'switch.toggle' && company) return save(company, Reflect.get(event, 'isOpen') === true, true);
        if (event.type === 'notice.accept' && company) return save(company, company.isOpen, false);
        return state;
      case 'saving': {
        if (event.type === 'done.saveOpenState') {
          const saved = Reflect.get(event, 'output') as CompanyStatus;
          return { ...state, phase: modeOf(saved), company: saved, saving: null };
        }
        if (event.type === 'error.saveOpenState' && company) {
          return { ...state, phase: modeOf(company), saving: null, failure: failureOf(Reflect.get(event, 'error')) };
        }
        return state;
      }
      case 'hidden':
        return state;
    }
  },
  view(state) {
    const visible = !['lookingUp', 'waiting', 'hidden'].includes(state.phase);
    const shown = state.saving ?? state.company;
    return {
      visible,
      status: state.phase === 'confirming' || state.phase === 'saving' || state.phase === 'manual' ? state.phase : 'automatic',
      isOpen: shown?.isOpen ?? false,
      isManual: shown?.isManual ?? false,
      lastChange: state.company?.lastOpenChange ?? null,
      failure: state.failure,
      // None of these companies says why it stands as it does (a reason is tested below).
      state: null,
    };
  },
  calls: (state) => state.calls,
};

describe('openSwitchMachine, model-based', () => {
  const fakes = new PromiseFakes();
  const runner = new ModelRunner(
    openSwitchMachine.provide({
      actors: {
        lookup: fakes.logic<CompanyLookup, unknown>('lookup'),
        saveOpenState: fakes.logic<CompanyStatus, SaveOpenStateInput>('saveOpenState'),
      },
    }),
    fakes,
    { oracle: SWITCH_SPEC, connect: (snapshot) => connectOpenSwitch(snapshot as Parameters<typeof connectOpenSwitch>[0], () => {}) },
  );
  const paths = transitionPaths(openSwitchMachine, EVENTS, undefined);

  playEachPath(runner, paths, undefined);

  it('reaches every state and takes every transition', () => {
    expectEveryStateAndTransition(runner, [
      'openSwitch.hidden',
      'openSwitch.lookingUp',
      'openSwitch.shown',
      'openSwitch.shown.automatic',
      'openSwitch.shown.confirming',
      'openSwitch.shown.deciding',
      'openSwitch.shown.manual',
      'openSwitch.shown.refreshing',
      'openSwitch.shown.saving',
      'openSwitch.waiting',
    ]);
  });

  it('plays every (state, event) pair the switch can be in', () => expectEveryPairPlayed(runner, statePairs(openSwitchMachine, EVENTS, undefined), 20));
});

/** The switch with actors that answer as told, recording their calls. */
function start(lookups: CompanyLookup[], save: (input: SaveOpenStateInput) => Promise<CompanyStatus> = async () => CLOSED_MANUALLY) {
  const lookup = vi.fn(async () => lookups.shift() ?? { kind: 'noMainCompany' as const });
  const saveOpenState = vi.fn(save);
  const actor = createActor(
    openSwitchMachine.provide({
      actors: {
        lookup: fromPromise<CompanyLookup>(() => lookup()),
        saveOpenState: fromPromise<CompanyStatus, SaveOpenStateInput>(({ input }) => saveOpenState(input)),
      },
    }),
  );
  actor.start();
  return { actor, lookup, saveOpenState, view: () => connectOpenSwitch(actor.getSnapshot(), actor.send) };
}

describe('openSwitchMachine', () => {
  it('looks the company up again every 5 seconds while no main company is stored, and hidden meanwhile', async () => {
    const sw = start([{ kind: 'noMainCompany' }, { kind: 'noMainCompany' }, { kind: 'found', company: COMPANY }]);
    await flush();
    expect(sw.lookup).toHaveBeenCalledTimes(1);
    expect(sw.view().visible).toBe(false);
    await vi.advanceTimersByTimeAsync(LOOKUP_RETRY_MS - 1);
    expect(sw.lookup).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sw.lookup).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(LOOKUP_RETRY_MS);
    expect(sw.lookup).toHaveBeenCalledTimes(3);
    expect(sw.view()).toMatchObject({ visible: true, status: 'automatic', isOpen: true, isManual: false });
    await vi.advanceTimersByTimeAsync(LOOKUP_RETRY_MS * 3);
    expect(sw.lookup).toHaveBeenCalledTimes(3);
  });

  it('hides the switch for good when the lookup finds no company', async () => {
    const sw = start([{ kind: 'notFound' }]);
    await flush();
    expect(sw.actor.getSnapshot().value).toBe('hidden');
    expect(sw.view().visible).toBe(false);
    await vi.advanceTimersByTimeAsync(LOOKUP_RETRY_MS * 3);
    expect(sw.lookup).toHaveBeenCalledTimes(1);
  });

  it('tries a failed lookup again after 5 seconds', async () => {
    const lookup = vi.fn<() => Promise<CompanyLookup>>().mockRejectedValueOnce(NETWORK).mockResolvedValueOnce({ kind: 'found', company: COMPANY });
    const actor = createActor(openSwitchMachine.provide({ actors: { lookup: fromPromise(() => lookup()) } })).start();
    await flush();
    expect(actor.getSnapshot().value).toBe('waiting');
    await vi.advanceTimersByTimeAsync(LOOKUP_RETRY_MS);
    expect(actor.getSnapshot().value).toEqual({ shown: 'automatic' });
  });

  it('automatic: a toggle is reverted and asks first; Cancel leaves everything as it was', async () => {
    const sw = start([{ kind: 'found', company: COMPANY }]);
    await flush();
    sw.actor.send({ type: 'switch.toggle', isOpen: false });
    expect(sw.view()).toMatchObject({ status: 'confirming', isOpen: true, isManual: false });
    sw.actor.send({ type: 'confirm.cancel' });
    expect(sw.view()).toMatchObject({ status: 'automatic', isOpen: true, isManual: false });
    expect(sw.saveOpenState).not.toHaveBeenCalled();
  });

  it('automatic: Yes flips isOpen, sets manual and saves; the answer becomes the state', async () => {
    let answer: (company: CompanyStatus) => void = () => {};
    const sw = start([{ kind: 'found', company: COMPANY }], () => new Promise((resolve) => (answer = resolve)));
    await flush();
    sw.actor.send({ type: 'switch.toggle', isOpen: false });
    sw.actor.send({ type: 'confirm.accept' });
    expect(sw.saveOpenState).toHaveBeenCalledWith({ companyId: COMPANY._id, isOpen: false, isManual: true });
    // While saving, the switch shows the state being saved.
    expect(sw.view()).toMatchObject({ status: 'saving', isOpen: false, isManual: true });
    sw.actor.send({ type: 'switch.toggle', isOpen: true });
    expect(sw.saveOpenState).toHaveBeenCalledTimes(1);
    answer(CLOSED_MANUALLY);
    await flush();
    expect(sw.view()).toEqual({
      visible: true,
      status: 'manual',
      isOpen: false,
      isManual: true,
      lastChange: CLOSED_MANUALLY.lastOpenChange,
      failure: null,
      state: null,
      onToggle: expect.any(Function),
      onConfirm: expect.any(Function),
      onCancel: expect.any(Function),
      onReleaseManual: expect.any(Function),
    });
  });

  it('manual: a toggle sets isOpen, keeps manual and saves at once', async () => {
    const sw = start([{ kind: 'found', company: CLOSED_MANUALLY }], async (input) => ({ ...CLOSED_MANUALLY, isOpen: input.isOpen }));
    await flush();
    expect(sw.view().status).toBe('manual');
    sw.actor.send({ type: 'switch.toggle', isOpen: true });
    expect(sw.saveOpenState).toHaveBeenCalledWith({ companyId: COMPANY._id, isOpen: true, isManual: true });
    await flush();
    expect(sw.view()).toMatchObject({ status: 'manual', isOpen: true, isManual: true });
  });

  it("manual: the notice's Yes sets automatic, keeps isOpen and saves", async () => {
    const sw = start([{ kind: 'found', company: CLOSED_MANUALLY }], async () => BACK_TO_AUTOMATIC);
    await flush();
    sw.actor.send({ type: 'notice.accept' });
    expect(sw.saveOpenState).toHaveBeenCalledWith({ companyId: COMPANY._id, isOpen: false, isManual: false });
    await flush();
    expect(sw.view()).toMatchObject({ status: 'automatic', isOpen: false, isManual: false });
  });

  it('a failed save restores the previous state and says why; the next save clears the message', async () => {
    const save = vi.fn<(input: SaveOpenStateInput) => Promise<CompanyStatus>>().mockRejectedValueOnce(FORBIDDEN).mockRejectedValueOnce(NETWORK);
    const sw = start([{ kind: 'found', company: COMPANY }], save);
    await flush();
    sw.actor.send({ type: 'switch.toggle', isOpen: false });
    sw.actor.send({ type: 'confirm.accept' });
    await flush();
    expect(sw.view()).toMatchObject({ status: 'automatic', isOpen: true, isManual: false, failure: 'forbidden' });
    sw.actor.send({ type: 'switch.toggle', isOpen: false });
    sw.actor.send({ type: 'confirm.accept' });
    expect(sw.view().failure).toBeNull();
    await flush();
    expect(sw.view()).toMatchObject({ status: 'automatic', isOpen: true, failure: 'network' });
  });

  it('words a missing company and any other refusal too', async () => {
    const notFound: ApiError = { statusCode: 404, error: 'Not Found', message: 'gone', code: 'not_found' };
    const SERVER: ApiError = { statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong on the server', code: 'internal' };
    const save = vi.fn<(input: SaveOpenStateInput) => Promise<CompanyStatus>>().mockRejectedValueOnce(notFound).mockRejectedValueOnce(SERVER);
    const sw = start([{ kind: 'found', company: CLOSED_MANUALLY }], save);
    await flush();
    sw.actor.send({ type: 'switch.toggle', isOpen: true });
    await flush();
    expect(sw.view()).toMatchObject({ status: 'manual', isOpen: false, failure: 'notFound' });
    sw.actor.send({ type: 'notice.accept' });
    await flush();
    expect(sw.view()).toMatchObject({ status: 'manual', isManual: true, failure: 'other' });
  });
});

describe('openSwitchMachine in automatic mode (issue 23)', () => {
  const CLOSING_SOON: CompanyStatus = { ...COMPANY, openReason: 'schedule', nextChange: { at: '2026-11-26T18:00:10.000Z', isOpen: false } };
  const CLOSED_BY_HOURS: CompanyStatus = { ...COMPANY, isOpen: false, openReason: 'schedule', nextChange: { at: '2026-11-27T14:00:00.000Z', isOpen: true } };

  it('reads the company again every minute, silently', async () => {
    const sw = start([{ kind: 'found', company: COMPANY }, { kind: 'found', company: { ...COMPANY, isOpen: false } }]);
    await flush();
    await vi.advanceTimersByTimeAsync(59_999);
    expect(sw.lookup).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sw.lookup).toHaveBeenCalledTimes(2);
    expect(sw.view()).toMatchObject({ visible: true, status: 'automatic', isOpen: false });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sw.lookup).toHaveBeenCalledTimes(3);
  });

  it('reads it again one second after the change its hours announce, when that comes within the minute', async () => {
    vi.setSystemTime(new Date('2026-11-26T18:00:00.000Z'));
    const sw = start([{ kind: 'found', company: CLOSING_SOON }, { kind: 'found', company: CLOSED_BY_HOURS }]);
    await flush();
    await vi.advanceTimersByTimeAsync(10_999);
    expect(sw.lookup).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sw.lookup).toHaveBeenCalledTimes(2);
    expect(sw.view()).toMatchObject({ status: 'automatic', isOpen: false });
  });

  it('keeps the switch as it was when a read again fails, and follows a company set to manual elsewhere', async () => {
    const lookup = vi
      .fn<() => Promise<CompanyLookup>>()
      .mockResolvedValueOnce({ kind: 'found', company: COMPANY })
      .mockRejectedValueOnce(NETWORK)
      .mockResolvedValueOnce({ kind: 'found', company: CLOSED_MANUALLY });
    const actor = createActor(openSwitchMachine.provide({ actors: { lookup: fromPromise(() => lookup()) } })).start();
    await flush();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(connectOpenSwitch(actor.getSnapshot(), actor.send)).toMatchObject({ visible: true, status: 'automatic', isOpen: true, failure: null });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(connectOpenSwitch(actor.getSnapshot(), actor.send)).toMatchObject({ status: 'manual', isOpen: false, isManual: true });
    // Manual mode does not change by itself: no more reads.
    await vi.advanceTimersByTimeAsync(180_000);
    expect(lookup).toHaveBeenCalledTimes(3);
  });
});

describe('connectOpenSwitch', () => {
  it("gives the company's reason in automatic mode, none while a save is under way", async () => {
    const BY_HOURS: CompanyStatus = {
      ...COMPANY,
      isOpen: false,
      timeZone: 'America/Manaus',
      openReason: 'exception',
      openReasonLabel: 'Natal',
      pausedUntil: null,
      nextChange: { at: '2026-12-26T15:00:00.000Z', isOpen: true },
    };
    const sw = start([{ kind: 'found', company: BY_HOURS }], () => new Promise(() => {}));
    await flush();
    expect(sw.view().state).toEqual({
      reason: 'exception',
      label: 'Natal',
      until: null,
      nextChange: { at: '2026-12-26T15:00:00.000Z', isOpen: true },
      timeZone: 'America/Manaus',
    });
    sw.actor.send({ type: 'switch.toggle', isOpen: true });
    sw.actor.send({ type: 'confirm.accept' });
    expect(sw.view()).toMatchObject({ status: 'saving', state: null });
  });

  it("the view's callbacks send the switch's events", () => {
    const sent: OpenSwitchEvent[] = [];
    const props = connectOpenSwitch(createActor(openSwitchMachine).getSnapshot(), (event) => sent.push(event));
    props.onToggle(false);
    props.onConfirm();
    props.onCancel();
    props.onReleaseManual();
    expect(sent).toEqual([{ type: 'switch.toggle', isOpen: false }, { type: 'confirm.accept' }, { type: 'confirm.cancel' }, { type: 'notice.accept' }]);
  });
});
