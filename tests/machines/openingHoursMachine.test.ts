import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyMachineSnapshot } from 'xstate';
import type { ApiError } from '../../src/contract/apiError';
import type { OpeningHours } from '../../src/domain/openingHours';
import { connectOpeningHours } from '../../src/machines/openingHours/connect';
import { openingHoursMachine } from '../../src/machines/openingHours/machine';
import type { EndPauseInput, OpeningHoursContext, OpeningHoursEvent, PauseInput, SaveOpeningHoursInput, VersionedOpeningHours } from '../../src/machines/openingHours/types';
import {
  everyEventPairs,
  everyEventPaths,
  expectEveryPairPlayed,
  expectEveryStateAndTransition,
  flush,
  ModelRunner,
  playEachPath,
  PromiseFakes,
  statePairs,
  type ModelCall,
  type ModelEvent,
  type Oracle,
} from './modelHarness';

const LUNCH = { start: '11:00', end: '15:00' };
const week = (monday: { start: string; end: string }) => [[], [monday], [LUNCH], [LUNCH], [LUNCH], [LUNCH], [LUNCH]];
/** The hours the server holds: Monday to Saturday 11:00–15:00. */
const LOADED: VersionedOpeningHours = { timeZone: 'America/Sao_Paulo', general: week(LUNCH), delivery: null, pickup: null, exceptions: [], pauses: [], version: 3 };
/** Monday until 16:00: a valid edit. */
const LONGER: VersionedOpeningHours = { ...LOADED, general: week({ start: '11:00', end: '16:00' }) };
/** Monday until 25:00: the one problem is that end. */
const BROKEN: VersionedOpeningHours = { ...LOADED, general: week({ start: '11:00', end: '25:00' }) };
const BROKEN_PROBLEMS = ['general[1][0].end invalid_time'];
/** What the server answers a save of LONGER with. */
const STORED: VersionedOpeningHours = { ...LONGER, version: 4 };
const PAUSE = { id: 'p1', from: '2026-11-26T15:00:00.000Z', until: '2026-11-26T17:30:00.000Z', reason: 'Falta de gás' };
/** The server's answer to a pause: its hours as stored, with the pause. */
const PAUSED: VersionedOpeningHours = { ...LOADED, pauses: [PAUSE], version: 5 };
const NETWORK: ApiError = { statusCode: 0, error: 'Network Error', message: 'Failed to fetch', code: 'network' };
const REFUSED: ApiError = { statusCode: 400, error: 'Bad Request', message: 'general[1][0]: slots overlap', code: 'slots_overlap' };
const COMPANY = 'c-1';

const EVENTS: ReadonlyArray<ModelEvent<OpeningHoursEvent>> = [
  { type: 'done.load', output: LOADED },
  { type: 'error.load', error: NETWORK },
  { type: 'user.retry' },
  { type: 'user.edit', hours: LONGER },
  { type: 'user.edit', hours: BROKEN },
  { type: 'user.save' },
  { type: 'done.save', output: STORED },
  { type: 'error.save', error: REFUSED },
  { type: 'user.discard' },
  { type: 'user.pause', until: PAUSE.until, reason: PAUSE.reason },
  { type: 'done.pause', output: PAUSED },
  { type: 'error.pause', error: NETWORK },
  { type: 'user.end_pause', pauseId: 'p1' },
  { type: 'done.endPause', output: { ...LOADED, version: 6 } },
  { type: 'error.endPause', error: REFUSED },
];

type Status = 'loading' | 'loadFailed' | 'editing' | 'saved' | 'saving' | 'pausing' | 'endingPause';
interface EditorView {
  status: Status;
  saved: OpeningHours | null;
  draft: OpeningHours | null;
  version: number | null;
  problems: string[];
  failure: ApiError | null;
}
interface EditorSpec extends EditorView {
  calls: ModelCall[];
}

/** The problems of the fixtures, written by hand: only BROKEN's Monday (pauses aside) breaks a rule. */
const problemsOf = (hours: OpeningHours | null) => (hours?.general[1]?.[0]?.end === '25:00' ? BROKEN_PROBLEMS : []);

/**
 * The opening hours page as issue 23 describes it, written without the machine: the hours load
 * (a failure offers Retry); edits change the draft; Save sends the draft unless it breaks a rule,
 * in which case each problem shows at its field and nothing is sent, the problems then following
 * the edits; the server's answer becomes both the saved hours and the draft, shown as saved until
 * the next edit; a refusal keeps the draft and the reason; Discard returns to the saved hours;
 * Reload (after a save refused as stale) reads them again, the answer replacing the draft. A
 * pause is made or ended at once: the answer's pauses replace the pauses of both, the other edits
 * of the draft stay. Nothing else is sent while a call is under way.
 */
function editorSpec(): Oracle<EditorSpec, EditorView> {
  return {
    initial: { status: 'loading', saved: null, draft: null, version: null, problems: [], failure: null, calls: [{ src: 'load', input: { companyId: COMPANY } }] },
    next(state, event) {
      const field = (name: string): unknown => Reflect.get(event, name);
      const call = (src: string, input: unknown) => [...state.calls, { src, input }];
      const withPauses = (hours: OpeningHours | null, answer: OpeningHours) => (hours ? { ...hours, pauses: answer.pauses } : answer);
      switch (state.status) {
        case 'loading':
          if (event.type === 'done.load') {
            const hours = field('output') as VersionedOpeningHours;
            return { ...state, status: 'editing', saved: hours, draft: hours, version: hours.version, problems: [] };
          }
          return event.type === 'error.load' ? { ...state, status: 'loadFailed', failure: field('error') as ApiError } : state;
        case 'loadFailed':
          return event.type === 'user.retry' ? { ...state, status: 'loading', failure: null, calls: call('load', { companyId: COMPANY }) } : state;
        case 'editing':
        case 'saved':
          switch (event.type) {
            case 'user.edit': {
              const draft = field('hours') as OpeningHours;
              return { ...state, status: 'editing', draft, problems: state.problems.length > 0 ? problemsOf(draft) : [] };
            }
            case 'user.save':
              if (problemsOf(state.draft).length > 0) return { ...state, status: 'editing', problems: problemsOf(state.draft) };
              return { ...state, status: 'saving', failure: null, calls: call('save', { companyId: COMPANY, hours: state.draft, version: state.version }) };
            case 'user.discard':
              return { ...state, status: 'editing', draft: state.saved, problems: [], failure: null };
            case 'user.retry':
              return { ...state, status: 'loading', failure: null, calls: call('load', { companyId: COMPANY }) };
            case 'user.pause':
              return { ...state, status: 'pausing', failure: null, calls: call('pause', { companyId: COMPANY, until: field('until'), reason: field('reason') }) };
            case 'user.end_pause':
              return { ...state, status: 'endingPause', failure: null, calls: call('endPause', { companyId: COMPANY, pauseId: field('pauseId') }) };
            default:
              return state;
          }
        case 'saving':
          if (event.type === 'done.save') {
            const hours = field('output') as VersionedOpeningHours;
            return { ...state, status: 'saved', saved: hours, draft: hours, version: hours.version, problems: [] };
          }
          return event.type === 'error.save' ? { ...state, status: 'editing', failure: field('error') as ApiError } : state;
        case 'pausing':
        case 'endingPause': {
          const src = state.status === 'pausing' ? 'pause' : 'endPause';
          if (event.type === `done.${src}`) {
            const answer = field('output') as VersionedOpeningHours;
            const { saved, draft } = state;
            return { ...state, status: 'editing', saved: withPauses(saved, answer), draft: withPauses(draft, answer), version: answer.version, failure: null };
          }
          return event.type === `error.${src}` ? { ...state, status: 'editing', failure: field('error') as ApiError } : state;
        }
      }
    },
    view: ({ status, saved, draft, version, problems, failure }) => ({ status, saved, draft, version, problems, failure }),
    calls: (state) => state.calls,
  };
}

function view(snapshot: AnyMachineSnapshot): EditorView {
  const { saved, draft, version, problems, failure } = snapshot.context as OpeningHoursContext;
  const value: unknown = snapshot.value;
  const status = (typeof value === 'string' ? value : Reflect.get(value as object, 'editing') === 'saved' ? 'saved' : 'editing') as Status;
  return { status, saved, draft, version, problems: problems.map((problem) => `${problem.path} ${problem.code}`), failure };
}

describe('openingHoursMachine, model-based', () => {
  const fakes = new PromiseFakes();
  const machine = openingHoursMachine.provide({
    actors: {
      load: fakes.logic<VersionedOpeningHours, { companyId: string }>('load'),
      save: fakes.logic<VersionedOpeningHours, SaveOpeningHoursInput>('save'),
      pause: fakes.logic<VersionedOpeningHours, PauseInput>('pause'),
      endPause: fakes.logic<VersionedOpeningHours, EndPauseInput>('endPause'),
    },
  });
  const runner = new ModelRunner(machine, fakes, { oracle: editorSpec(), connect: view });
  const input = { companyId: COMPANY };
  const paths = everyEventPaths(machine, EVENTS, input);
  playEachPath(runner, paths, input, 40);

  it('plays every (state, event) pair', () => {
    expectEveryPairPlayed(runner, statePairs(machine, EVENTS, input), 10);
    expectEveryPairPlayed(runner, everyEventPairs(machine, EVENTS, input), 10);
  });

  it('reaches every state and takes every transition', () => {
    expectEveryStateAndTransition(runner, [
      'openingHours.editing',
      'openingHours.editing.idle',
      'openingHours.editing.saved',
      'openingHours.endingPause',
      'openingHours.loadFailed',
      'openingHours.loading',
      'openingHours.pausing',
      'openingHours.saving',
    ]);
  });
});

describe('openingHoursMachine, rules', () => {
  it('keeps the draft edits when a pause is made, taking only the pauses of the answer', async () => {
    const actor = createActor(
      openingHoursMachine.provide({
        actors: {
          load: fromPromise(async () => LOADED),
          pause: fromPromise<VersionedOpeningHours, PauseInput>(async () => PAUSED),
        },
      }),
      { input: { companyId: COMPANY } },
    ).start();
    await flush();
    actor.send({ type: 'user.edit', hours: LONGER });
    actor.send({ type: 'user.pause', until: PAUSE.until, reason: PAUSE.reason });
    await flush();
    const { draft, saved } = actor.getSnapshot().context;
    expect(draft).toEqual({ ...LONGER, pauses: [PAUSE] });
    expect(saved).toEqual({ ...LOADED, pauses: [PAUSE] });
    // The pause made the version 5: the draft is saved against it.
    expect(actor.getSnapshot().context.version).toBe(5);
  });

  it('sends nothing while the draft breaks a rule, and drops a fixed problem at once', async () => {
    const sent: unknown[] = [];
    const actor = createActor(
      openingHoursMachine.provide({
        actors: {
          load: fromPromise(async () => LOADED),
          save: fromPromise<VersionedOpeningHours, SaveOpeningHoursInput>(async ({ input }) => {
            sent.push(input.hours);
            return { ...input.hours, version: 9 };
          }),
        },
      }),
      { input: { companyId: COMPANY } },
    ).start();
    await flush();
    actor.send({ type: 'user.edit', hours: BROKEN });
    actor.send({ type: 'user.save' });
    expect(actor.getSnapshot().context.problems.map((problem) => problem.path)).toEqual(['general[1][0].end']);
    expect(sent).toEqual([]);
    actor.send({ type: 'user.edit', hours: LONGER });
    expect(actor.getSnapshot().context.problems).toEqual([]);
    actor.send({ type: 'user.save' });
    await flush();
    expect(sent).toEqual([LONGER]);
  });
});

describe('connectOpeningHours', () => {
  it("the view's callbacks send the editor's events", () => {
    const sent: OpeningHoursEvent[] = [];
    const props = connectOpeningHours(createActor(openingHoursMachine, { input: { companyId: COMPANY } }).getSnapshot(), (event) => sent.push(event));
    props.onChange(LONGER);
    props.onSave();
    props.onDiscard();
    props.onRetry();
    props.onPause({ until: PAUSE.until, reason: PAUSE.reason });
    props.onEndPause('p1');
    expect(sent).toEqual([
      { type: 'user.edit', hours: LONGER },
      { type: 'user.save' },
      { type: 'user.discard' },
      { type: 'user.retry' },
      { type: 'user.pause', until: '2026-11-26T17:30:00.000Z', reason: 'Falta de gás' },
      { type: 'user.end_pause', pauseId: 'p1' },
    ]);
  });

  it('says loading, editing, saved and pausing, and dirty only for edits (not pauses or the version)', async () => {
    const actor = createActor(
      openingHoursMachine.provide({
        actors: {
          load: fromPromise(async () => LOADED),
          save: fromPromise<VersionedOpeningHours, SaveOpeningHoursInput>(async ({ input }) => ({ ...input.hours, version: 4 })),
          pause: fromPromise<VersionedOpeningHours, PauseInput>(() => new Promise(() => {})),
        },
      }),
      { input: { companyId: COMPANY } },
    ).start();
    const props = () => connectOpeningHours(actor.getSnapshot(), actor.send);
    expect(props()).toMatchObject({ status: 'loading', hours: null, dirty: false, pausing: false });
    await flush();
    expect(props()).toMatchObject({ status: 'editing', hours: LOADED, dirty: false });
    const { version: _version, ...unversioned } = LOADED;
    actor.send({ type: 'user.edit', hours: { ...unversioned, pauses: [PAUSE] } });
    expect(props().dirty).toBe(false);
    actor.send({ type: 'user.edit', hours: LONGER });
    expect(props().dirty).toBe(true);
    actor.send({ type: 'user.save' });
    expect(props().status).toBe('saving');
    await flush();
    expect(props()).toMatchObject({ status: 'saved', dirty: false });
    actor.send({ type: 'user.pause', until: PAUSE.until, reason: PAUSE.reason });
    expect(props()).toMatchObject({ status: 'editing', pausing: true });
  });
});
