import { createTestModel, getStateNodes, type TestParam, type TestPath } from '@xstate/graph';
import {
  __unsafe_getAllOwnEventDescriptors,
  createActor,
  createMachine,
  getInitialSnapshot,
  getNextSnapshot,
  fromPromise,
  isMachineSnapshot,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyTransitionDefinition,
  type EventFromLogic,
  type EventObject,
  type InspectionEvent,
} from 'xstate';
import { expect, it, vi } from 'vitest';

/**
 * Model-based testing for machines with actors and delays. @xstate/graph 3's `createTestModel`
 * refuses machines that invoke or use `after` (it cannot play them), so the model is the machine
 * itself with each invocation's outcomes and each delay turned into plain events:
 *
 * - `done.<id>` / `error.<id>`: the invoked actor `<id>` resolved with `output` / failed with `error`;
 * - `after.<delay>`: the named delay elapsed.
 *
 * Each path is then played on the real machine (the system under test): `done`/`error` settle the
 * fake actor's pending promise, `after` advances fake timers by the delay, other events are sent.
 * After every step the real snapshot must equal the model's, value and context alike.
 */

type Config = { [key: string]: unknown };

function isConfig(value: unknown): value is Config {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toArray(value: unknown): unknown[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

function toTestStateConfig(config: Config): Config {
  const { invoke, after, on, states, ...rest } = config;
  const events: Config = isConfig(on) ? { ...on } : {};
  for (const definition of toArray(invoke)) {
    if (!isConfig(definition)) continue;
    const id = typeof definition.id === 'string' ? definition.id : definition.src;
    if (typeof id !== 'string') throw new Error('toTestMachine: every invoke needs an id or a named src');
    if (definition.onDone !== undefined) events[`done.${id}`] = definition.onDone;
    if (definition.onError !== undefined) events[`error.${id}`] = definition.onError;
  }
  if (isConfig(after)) {
    for (const [delay, transition] of Object.entries(after)) events[`after.${delay}`] = transition;
  }
  const result: Config = { ...rest };
  if (Object.keys(events).length > 0) result.on = events;
  if (isConfig(states)) {
    result.states = Object.fromEntries(
      Object.entries(states).map(([key, child]) => [key, isConfig(child) ? toTestStateConfig(child) : child]),
    );
  }
  return result;
}

/** The machine with invocations and delays replaced by the events `done.<id>`, `error.<id>`, `after.<delay>`. */
export function toTestMachine(machine: AnyStateMachine): AnyStateMachine {
  const config = toTestStateConfig(machine.config as Config);
  // The config is the machine's own, rewritten key by key: its types no longer describe it.
  return createMachine(config as never, machine.implementations as never) as unknown as AnyStateMachine;
}

/** An event of a test model: one of the machine's own, an actor's outcome, or an elapsed delay. */
export type ModelEvent<TEvent extends EventObject> =
  | TEvent
  | { type: `done.${string}`; output: unknown }
  | { type: `error.${string}`; error: unknown }
  | { type: `after.${string}` };

/**
 * A test model whose alphabet is exactly `events`: in each state, the listed events that state
 * handles (so `done.x` carries the outputs the test chose, and nothing else is tried).
 * `createTestModel` itself would add a bare `{ type }` for every other event a state handles,
 * so the alphabet is passed where the paths are asked for, which overrides it.
 */
export function createModel<TMachine extends AnyStateMachine>(
  machine: TMachine,
  events: ReadonlyArray<ModelEvent<EventFromLogic<TMachine>>>,
) {
  const logic = toTestMachine(machine);
  const model = createTestModel(logic);
  // EventFromLogic of a generic machine does not resolve to an EventObject here; every member is one.
  const all: readonly EventObject[] = events as readonly EventObject[];
  // An event no state handles would be played nowhere, and a handler removed from the machine's
  // only state that takes it would go unnoticed: the model refuses such an alphabet.
  const known = new Set(logic.root.events);
  const nowhere = [...new Set(all.map((event) => event.type).filter((type) => !known.has(type)))];
  if (nowhere.length > 0) throw new Error(`createModel: no state of ${machine.id} handles ${nowhere.join(', ')}`);
  const alphabet = (state: AnyMachineSnapshot): EventObject[] => {
    const handled = new Set(__unsafe_getAllOwnEventDescriptors(state));
    return all.filter((event) => handled.has(event.type));
  };
  return {
    model,
    /**
     * One path to each state the model can be in (value and context) for each transition into
     * it (@xstate/graph's key), none dropped for being the beginning of another: each is where
     * the pairs of its state start (see transitionPaths).
     */
    shortestPaths: (input: unknown) => model.getShortestPaths({ input, events: alphabet, allowDuplicatePaths: true }),
    /** Every path that visits no state twice. */
    simplePaths: (input: unknown) => model.getSimplePaths({ input, events: alphabet }),
  };
}

function describeEvent(event: EventObject): string {
  const { type, ...payload } = event;
  const detail = JSON.stringify(payload);
  if (detail === '{}') return type;
  return `${type} ${detail.length > 48 ? `${detail.slice(0, 45)}...}` : detail}`;
}

/** A short test name for a path: where it ends and the events that lead there. */
export function pathName(path: TestPath<AnyMachineSnapshot, EventObject>, index: number): string {
  const events = path.steps.slice(1).map((step) => describeEvent(step.event));
  return `#${index + 1} ${JSON.stringify(path.state.value)} <- ${events.join(' → ') || '(start)'}`;
}

/** Lets settled promises reach the machine (a fromPromise result takes a few microtasks). */
export async function flush(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}

interface PendingCall {
  src: string;
  input: unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** One call an actor or the container was asked to make, as the fakes record it and an oracle expects it. */
export interface ModelCall {
  src: string;
  input: unknown;
}

/** Promise actors that stay pending until the test settles them, recording every call. */
export class PromiseFakes {
  readonly calls: ModelCall[] = [];
  private pending: PendingCall[] = [];

  /** A fake for the actor `src`. */
  logic<TOutput, TInput>(src: string) {
    return fromPromise<TOutput, TInput>(
      ({ input, signal }) =>
        new Promise<TOutput>((resolve, reject) => {
          // The model chose the output; its type is the one the machine declares for `src`.
          const call: PendingCall = { src, input, resolve: (value) => resolve(value as TOutput), reject };
          this.calls.push({ src, input });
          this.pending.push(call);
          signal.addEventListener('abort', () => {
            this.pending = this.pending.filter((other) => other !== call);
          });
        }),
    );
  }

  /** Settles the one pending call of `src`. */
  async settle(src: string, outcome: { output: unknown } | { error: unknown }): Promise<void> {
    const matching = this.pending.filter((call) => call.src === src);
    expect(matching.map((call) => call.src), `one pending call of ${src}`).toEqual([src]);
    const [call] = matching;
    if (!call) return;
    this.pending = this.pending.filter((other) => other !== call);
    if ('output' in outcome) call.resolve(outcome.output);
    else call.reject(outcome.error);
    await flush();
  }

  /** Forgets every call (between paths). */
  reset(): void {
    this.calls.length = 0;
    this.pending = [];
  }
}

function describeTransition(transition: AnyTransitionDefinition, index: number): string {
  const targets = transition.target?.map((node) => node.id).join(', ') ?? '(no target)';
  return `${transition.source.id} --${transition.eventType || 'always'}[${index}]--> ${targets}`;
}

/** The state nodes entered and transitions taken by a real machine, against all it declares. */
export class Coverage {
  private readonly nodes = new Set<string>();
  private readonly taken = new Set<AnyTransitionDefinition>();
  /** Every state value seen after a step, serialized. */
  readonly values = new Set<string>();

  constructor(private readonly machine: AnyStateMachine) {}

  /** An `inspect` callback for `createActor`. */
  readonly inspect = (event: InspectionEvent): void => {
    if (event.type === '@xstate.microstep') {
      // A transition's source was active, even a transient state no snapshot ever rests in.
      for (const transition of event._transitions) {
        this.taken.add(transition);
        this.nodes.add(transition.source.id);
      }
    }
    if (event.type === '@xstate.microstep' || event.type === '@xstate.snapshot') this.record(event.snapshot);
  };

  /** Records the state nodes of a snapshot. */
  record(snapshot: unknown): void {
    if (!isMachineSnapshot(snapshot)) return;
    for (const node of snapshot._nodes) this.nodes.add(node.id);
    this.values.add(JSON.stringify(snapshot.value));
  }

  /** Every state node id of the machine (the root excluded). */
  allStates(): string[] {
    return getStateNodes(this.machine.root)
      .map((node) => node.id)
      .sort();
  }

  /** The state nodes entered so far. */
  visitedStates(): string[] {
    return this.allStates().filter((id) => this.nodes.has(id));
  }

  /** Every transition the machine declares (events, done/error of actors, delays, eventless). */
  allTransitions(): AnyTransitionDefinition[] {
    return [this.machine.root, ...getStateNodes(this.machine.root)].flatMap((node) => [
      ...[...node.transitions.values()].flat(),
      ...(node.always ?? []),
    ]);
  }

  /** The declared transitions never taken, described. */
  missingTransitions(): string[] {
    const all = this.allTransitions();
    return all.filter((transition) => !this.taken.has(transition)).map((t) => describeTransition(t, all.indexOf(t)));
  }
}

/** A (state, event) pair of a model: the state's value and context, and the event. */
export function pairKey(state: AnyMachineSnapshot, event: EventObject): string {
  return `${JSON.stringify({ value: state.value, context: plain(state.context) })} ${describeEvent(event)}`;
}

/**
 * What a path must show and call, written from the seed and independent of the machine: a small
 * reference model stepped by the same events as the path. The runner compares, after every step,
 * the product's view of the real snapshot with `view`, and the fakes' recorded calls with `calls`.
 */
export interface Oracle<TState, TView> {
  initial: TState;
  /** The state after `event` (the machine's own events, `done.<id>`, `error.<id>`, `after.<delay>`). */
  next(state: TState, event: EventObject): TState;
  /** What the user sees in `state`. */
  view(state: TState): TView;
  /** Every call the actors have received by `state`, in order. */
  calls(state: TState): ModelCall[];
}

/** An oracle with the product's view of a snapshot (its `connect`), for {@link ModelRunner}. */
export interface OracleCheck<TState, TView> {
  oracle: Oracle<TState, TView>;
  connect(snapshot: AnyMachineSnapshot): TView;
}

/** Plays model paths on a real machine whose actors are {@link PromiseFakes}. */
export class ModelRunner<TState = unknown, TView = unknown> {
  readonly coverage: Coverage;
  /** The (state, event) pairs played so far (see {@link pairKey}). */
  readonly playedPairs = new Set<string>();

  constructor(
    private readonly machine: AnyStateMachine,
    private readonly fakes: PromiseFakes,
    private readonly check?: OracleCheck<TState, TView>,
  ) {
    this.coverage = new Coverage(machine);
  }

  /** Compares the real actor with the oracle in `state`. */
  private compare(actor: AnyActorRef, state: TState, after: string): void {
    if (!this.check) return;
    const { oracle, connect } = this.check;
    const snapshot: unknown = actor.getSnapshot();
    if (!isMachineSnapshot(snapshot)) throw new Error('ModelRunner: the actor is not a machine');
    expect(plain(connect(snapshot)), `the view after ${after}`).toEqual(plain(oracle.view(state)));
    expect(plain(this.fakes.calls), `the actors' calls after ${after}`).toEqual(plain(oracle.calls(state)));
  }

  /** Runs one path from a fresh actor started with `input`. */
  async run(path: TestPath<AnyMachineSnapshot, EventObject>, input: unknown): Promise<void> {
    this.fakes.reset();
    const actor = createActor(this.machine, { input, inspect: this.coverage.inspect });
    actor.start();
    this.coverage.record(actor.getSnapshot());
    await flush();
    let expected = this.check?.oracle.initial;
    if (expected !== undefined) this.compare(actor, expected, '(start)');
    const steps = path.steps;
    for (let i = 1; i < steps.length; i += 1) {
      const before = steps[i - 1];
      const step = steps[i];
      if (before && step) this.playedPairs.add(pairKey(before.state, step.event));
    }
    const executors = this.executors(actor);
    const checked: typeof executors = {};
    for (const [type, execute] of Object.entries(executors)) {
      checked[type] = async (step) => {
        await execute(step);
        if (this.check && expected !== undefined) {
          expected = this.check.oracle.next(expected, step.event);
          this.compare(actor, expected, describeEvent(step.event));
        }
      };
    }
    try {
      await path.test({
        events: checked,
        states: {
          '*': (expected) => {
            const actual = actor.getSnapshot();
            expect(actual.value).toEqual(expected.value);
            expect(plain(actual.context)).toEqual(plain(expected.context));
          },
        },
      });
    } finally {
      actor.stop();
    }
  }

  private executors(actor: AnyActorRef) {
    const executors: Record<string, (step: { event: EventObject }) => Promise<void>> = {};
    for (const type of toTestMachine(this.machine).root.events) {
      executors[type] = async ({ event }) => {
        const [kind, ...rest] = type.split('.');
        const name = rest.join('.');
        if (kind === 'done') return this.fakes.settle(name, { output: Reflect.get(event, 'output') });
        if (kind === 'error') return this.fakes.settle(name, { error: Reflect.get(event, 'error') });
        if (kind === 'after') {
          await vi.advanceTimersByTimeAsync(this.delay(name, actor));
          return;
        }
        actor.send(event);
        await flush();
      };
    }
    return executors;
  }

  /** The delay `name` as the machine computes it now (a number, or a function of its context). */
  private delay(name: string, actor: AnyActorRef): number {
    const delay: unknown = this.machine.implementations.delays[name];
    const value: unknown = typeof delay === 'function' ? Reflect.apply(delay, undefined, [{ context: actor.getSnapshot().context }]) : delay;
    if (typeof value !== 'number') throw new Error(`ModelRunner: the delay "${name}" is not a number`);
    return value;
  }
}

// Contexts may hold functions (readers passed in the input); compare their data only.
function plain(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value) ?? 'null') as unknown;
}

type ModelPath = TestPath<AnyMachineSnapshot, EventObject>;
type Model = ReturnType<typeof createModel>['model'];
/** The steps of a path: the start (`xstate.init`), then each event with the state it leads to. */
export type ModelSteps = ModelPath['steps'];

/** The path of `model` that takes `steps` (the start among them), named `description`. */
export function pathOf(model: Model, steps: ModelSteps, description: string): ModelPath {
  const last = steps[steps.length - 1];
  if (!last) throw new Error('pathOf: a path starts somewhere');
  const path = { state: last.state, steps, weight: steps.length - 1 };
  return { ...path, description, test: (params: TestParam<AnyMachineSnapshot, EventObject>) => model.testPath(path, params) };
}

/**
 * Each state of `logic` (a test machine, see {@link toTestMachine}), told apart by `keyOf`,
 * reached by its shortest path, breadth first, following in each state the events `tried` picks
 * there: the steps of each path, the start's first, keeping the concrete snapshots.
 */
export function statesByKey(
  logic: AnyStateMachine,
  input: unknown,
  keyOf: (state: AnyMachineSnapshot) => string,
  tried: (state: AnyMachineSnapshot) => readonly EventObject[],
): ModelSteps[] {
  const initial: AnyMachineSnapshot = getInitialSnapshot(logic, input);
  const reached: ModelSteps[] = [[{ event: { type: 'xstate.init' }, state: initial }]];
  const seen = new Set([keyOf(initial)]);
  for (const steps of reached) {
    const last = steps[steps.length - 1];
    if (!last) continue;
    for (const event of tried(last.state)) {
      const state: AnyMachineSnapshot = getNextSnapshot(logic, last.state, event);
      if (seen.has(keyOf(state))) continue;
      seen.add(keyOf(state));
      reached.push([...steps, { event, state }]);
    }
  }
  return reached;
}

/** Declares that there are more than `atLeast` paths, and a test per path: `runner` plays it from `input`. */
export function playEachPath<S, V>(runner: ModelRunner<S, V>, paths: readonly ModelPath[], input: unknown, atLeast = 0): void {
  it('has paths', () => expect(paths.length).toBeGreaterThan(atLeast));
  for (const [index, path] of paths.entries()) {
    it(pathName(path, index), async () => {
      await runner.run(path, input);
    });
  }
}

/** That `runner` entered every state node of its machine, which are `states`, and took every transition. */
export function expectEveryStateAndTransition<S, V>(runner: ModelRunner<S, V>, states: string[]): void {
  expect(runner.coverage.visitedStates()).toEqual(runner.coverage.allStates());
  expect(runner.coverage.allStates()).toEqual(states);
  expect(runner.coverage.missingTransitions()).toEqual([]);
}

/** That `all`, more than `atLeast` pairs, were each played by `runner` (see {@link pairKey}). */
export function expectEveryPairPlayed<S, V>(runner: ModelRunner<S, V>, all: string[], atLeast: number): void {
  expect(all.length).toBeGreaterThan(atLeast);
  expect(all.filter((pair) => !runner.playedPairs.has(pair))).toEqual([]);
}

/** An event of the machine itself (the user's, the router's, the list's), not an actor's outcome or a delay. */
function isOwnEvent(event: EventObject): boolean {
  return !/^(done|error|after)\./.test(event.type);
}

/** `path` followed by one more step, `event`, as a path of the model. */
function extendPath(model: Model, logic: AnyStateMachine, path: ModelPath, event: EventObject): ModelPath {
  const state = getNextSnapshot(logic, path.state, event);
  const extended = { state, steps: [...path.steps, { event, state }], weight: path.weight + 1 };
  return {
    ...extended,
    description: path.description,
    test: (params: TestParam<AnyMachineSnapshot, EventObject>) => model.testPath(extended, params),
  };
}

/**
 * The shortest path to every state of the model, each followed by one more step for every event
 * `tried` picks in the state it ends on; a state where it picks none is played alone if `alone`.
 */
function oneStepFurther<TMachine extends AnyStateMachine>(
  machine: TMachine,
  events: ReadonlyArray<ModelEvent<EventFromLogic<TMachine>>>,
  input: unknown,
  tried: (state: AnyMachineSnapshot, alphabet: readonly EventObject[]) => EventObject[],
  alone: boolean,
): ModelPath[] {
  const { model, shortestPaths } = createModel(machine, events);
  const logic = toTestMachine(machine);
  // EventFromLogic of a generic machine does not resolve to an EventObject here; every member is one.
  const alphabet: readonly EventObject[] = events as readonly EventObject[];
  return shortestPaths(input).flatMap((path) => {
    const extensions = tried(path.state, alphabet).map((event) => extendPath(model, logic, path, event));
    return extensions.length > 0 || !alone ? extensions : [path];
  });
}

/**
 * Transition coverage: the shortest path to every state of the model, and each of them followed
 * by one more step for every event that state handles. Shortest paths alone never close a loop
 * (`closing → hover → open`, `complete → hide → hidden`), so they would miss those transitions.
 */
export function transitionPaths<TMachine extends AnyStateMachine>(
  machine: TMachine,
  events: ReadonlyArray<ModelEvent<EventFromLogic<TMachine>>>,
  input: unknown,
): ModelPath[] {
  // Each path ends on a state; one more step per event it handles plays each of its pairs (the
  // path itself is played as the beginning of those). A state that handles none is played alone.
  return oneStepFurther(machine, events, input, (state, alphabet) => alphabet.filter((event) => state.can(event)), true);
}

/** Which of the events a state does not handle {@link ignoredEventPaths} plays there. */
export interface IgnoredEventOptions {
  /** Whether to play `event` in `state`, which does not handle it (default: the machine's own events, not an actor's outcome or a delay). */
  tried?: (event: EventObject, state: AnyMachineSnapshot) => boolean;
  /** States with equal keys are tried once, the first reached (default: value and context). */
  onceBy?: (state: AnyMachineSnapshot) => unknown;
  /**
   * Try a state after every transition into it (the shortest paths reach a state once per
   * transition in), not once: the real actor may hold what the route left behind (a timer).
   */
  everyArrival?: boolean;
}

/**
 * The events a state ignores (it cannot take them), each played after the shortest path to every
 * state: the oracle says whether it should have, so a missing handler shows. A machine that has
 * stopped (a final state) is sent nothing.
 */
export function ignoredEventPaths<TMachine extends AnyStateMachine>(
  machine: TMachine,
  events: ReadonlyArray<ModelEvent<EventFromLogic<TMachine>>>,
  input: unknown,
  { tried = isOwnEvent, onceBy = (state) => [state.value, state.context], everyArrival = false }: IgnoredEventOptions = {},
): ModelPath[] {
  const played = new Set<string>();
  const firstTime = (state: AnyMachineSnapshot, event: EventObject): boolean => {
    if (everyArrival) return true;
    const key = JSON.stringify([onceBy(state), event]);
    if (played.has(key)) return false;
    played.add(key);
    return true;
  };
  const ignored = (state: AnyMachineSnapshot, alphabet: readonly EventObject[]): EventObject[] =>
    state.status !== 'active'
      ? []
      : alphabet.filter((event) => tried(event, state) && !state.can(event)).filter((event) => firstTime(state, event));
  return oneStepFurther(machine, events, input, ignored, false);
}

/** Whether a path reaches a final state only at its end, if at all (a stopped machine takes no events). */
export function stopsOnlyAtTheEnd(path: ModelPath): boolean {
  return path.steps.slice(0, -1).every((step) => step.state.status === 'active');
}

/**
 * The events tried in `state` by {@link everyEventPaths}: every event of the machine's own, handled
 * there or not (the oracle says which change nothing, so a missing or extra handler shows), and
 * the outcomes and delays the state waits for. Nothing in a final state.
 */
function triedEverywhere(state: AnyMachineSnapshot, alphabet: readonly EventObject[]): EventObject[] {
  if (state.status === 'done') return [];
  const handled = new Set(__unsafe_getAllOwnEventDescriptors(state));
  return alphabet.filter((event) => isOwnEvent(event) || handled.has(event.type));
}

/**
 * One path per (state, event) pair, the event handled there or not: the shortest path to each
 * state, then each event tried there (see {@link everyEventPairs}); a final state alone.
 */
export function everyEventPaths<TMachine extends AnyStateMachine>(
  machine: TMachine,
  events: ReadonlyArray<ModelEvent<EventFromLogic<TMachine>>>,
  input: unknown,
): ModelPath[] {
  return oneStepFurther(machine, events, input, triedEverywhere, true);
}

/** Every (state, event) pair {@link everyEventPaths} must play, from the states alone. */
export function everyEventPairs<TMachine extends AnyStateMachine>(
  machine: TMachine,
  events: ReadonlyArray<ModelEvent<EventFromLogic<TMachine>>>,
  input: unknown,
): string[] {
  const alphabet: readonly EventObject[] = events as readonly EventObject[];
  const pairs = createModel(machine, events)
    .shortestPaths(input)
    .flatMap((path) => triedEverywhere(path.state, alphabet).map((event) => pairKey(path.state, event)));
  return [...new Set(pairs)].sort();
}

/**
 * Every (state, event) pair of the machine AND of the oracle: a breadth-first walk over the pairs
 * (machine state, oracle state), each followed by one more step for every event the machine's
 * state has a transition for, even one its guard refuses there (the oracle may say otherwise).
 * The machine's own states alone would not do: a count or a context field no view shows that an
 * action forgets to change leaves the machine where it was, so a walk over its states never plays
 * the event that would show it; the oracle's state has moved on.
 */
export function pathsOverBoth<TMachine extends AnyStateMachine, TState extends { calls: unknown }>(
  machine: TMachine,
  events: ReadonlyArray<ModelEvent<EventFromLogic<TMachine>>>,
  input: unknown,
  oracle: Oracle<TState, unknown>,
): ModelPath[] {
  const logic = toTestMachine(machine);
  const { model } = createModel(machine, events);
  const alphabet: readonly EventObject[] = events as readonly EventObject[];
  // The calls only grow; the rest of the oracle's state is what the walk tells apart.
  const keyOf = (snapshot: AnyMachineSnapshot, state: TState) => {
    const { calls: _calls, ...rest } = state;
    return JSON.stringify([snapshot.value, snapshot.context, rest]);
  };
  type Node = { snapshot: AnyMachineSnapshot; state: TState; steps: Array<{ event: EventObject; state: AnyMachineSnapshot }> };
  const first: AnyMachineSnapshot = getInitialSnapshot(logic, input);
  const queue: Node[] = [{ snapshot: first, state: oracle.initial, steps: [{ event: { type: 'xstate.init' }, state: first }] }];
  const seen = new Set([keyOf(first, oracle.initial)]);
  const paths: ModelPath[] = [];
  for (let node = queue.shift(); node; node = queue.shift()) {
    const { snapshot, state, steps } = node;
    const types = new Set(__unsafe_getAllOwnEventDescriptors(snapshot));
    const handled = alphabet.filter((event) => types.has(event.type));
    for (const event of handled) {
      const next: AnyMachineSnapshot = getNextSnapshot(logic, snapshot, event);
      const nextState = oracle.next(state, event);
      const path = pathOf(model, [...steps, { event, state: next }], '');
      paths.push(path);
      const key = keyOf(next, nextState);
      if (!seen.has(key)) {
        seen.add(key);
        queue.push({ snapshot: next, state: nextState, steps: path.steps });
      }
    }
    if (handled.length === 0) paths.push(pathOf(model, steps, ''));
  }
  return paths;
}

/** Every (state, event) pair the model can play: each reachable state with each event it handles. */
export function statePairs<TMachine extends AnyStateMachine>(
  machine: TMachine,
  events: ReadonlyArray<ModelEvent<EventFromLogic<TMachine>>>,
  input: unknown,
): string[] {
  const { shortestPaths } = createModel(machine, events);
  const alphabet: readonly EventObject[] = events as readonly EventObject[];
  const pairs = new Set<string>();
  for (const path of shortestPaths(input)) {
    for (const event of alphabet) if (path.state.can(event)) pairs.add(pairKey(path.state, event));
  }
  return [...pairs].sort();
}
