import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, fromPromise, type AnyMachineSnapshot } from 'xstate';
import { i18nObject } from '../../src/i18n/i18n-util';
import { loadAllLocales } from '../../src/i18n/i18n-util.sync';
import { ROLE_DIALOG } from '../../src/bindings/roles';
import { createRecordEditorMachine } from '../../src/machines/recordEditor/machine';
import type { RecordEditorInput, RecordEditorOutput, RecordLoadInput, RecordSaveInput, RecordSavedNotice } from '../../src/machines/recordEditor/types';
import { checklistStart, type RoleDialogLoaded, type RoleDraft } from '../../src/domain/roleForms';
import { dialogRecord, roleDialogOutput, toRoleDialogView, type RoleDialogRequest } from '../../src/routes/roles/roleDialogView';
import { flush, ignoredEventPaths, ModelRunner, pathName, PromiseFakes, statePairs, stopsOnlyAtTheEnd, transitionPaths, type IgnoredEventOptions, type Oracle } from './modelHarness';
import { ROLE_ALERT_MS } from '../support/seed';
import type { Permission as CataloguePermission, Role } from '../../src/contract/schema.gen';

loadAllLocales();
const LL = i18nObject('en');

// The role dialog: the record editor with the role dialog's options, one per opening on a role id (none to create).
const roleDialogMachine = createRecordEditorMachine<string, RoleDraft, RoleDialogLoaded, Role>(ROLE_DIALOG);
type RoleDialogInput = RecordEditorInput<string>;
type RoleSave = RecordSaveInput<string, RoleDraft, RoleDialogLoaded>;
/** The dialog's result from the editor's output (what the roles page is told). */
const outputOf = (snapshot: { output?: RecordEditorOutput<RoleDialogLoaded, Role> | undefined }) => snapshot.output && roleDialogOutput(snapshot.output);

const CATALOGUE: CataloguePermission[] = [
  {
    id: 'p1',
    title: 'Pedidos',
    level: 1,
    parentId: null,
    isSelected: false,
    name: 'accessToSectionOrders',
    children: [{ id: 'c1', title: 'Restaurante', level: 2, parentId: 'p1', isSelected: false, name: 'accessToFoodOrders' }],
  },
];
const ROLE: Role = { id: 'r1', title: 'Atendimento', permissions: ['p1', 'c1'], isCoreRole: false };
const CORE: Role = { id: 'r0', title: 'Administrador', permissions: ['p1', 'c1'], isCoreRole: true };
const REFUSED = { statusCode: 409, error: 'Conflict', message: 'Title taken', code: 'title_taken' };
const LOST = { statusCode: 0, error: 'Network Error', message: 'Failed to fetch', code: 'network' };
const KEY_REUSED = { statusCode: 422, error: 'Unprocessable Entity', message: 'Idempotency-Key k was already used', code: 'idempotency_key_reused' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const DRAFT: RoleDraft = { title: 'Atendimento', permissions: ['p1', 'c1'] };
/** The same request as DRAFT: the title is sent trimmed. */
const DRAFT_SPACED: RoleDraft = { title: ' Atendimento ', permissions: ['p1', 'c1'] };
/** Another request: a permission unticked. */
const DRAFT_FEWER: RoleDraft = { title: 'Atendimento', permissions: ['p1'] };
const DRAFT_EMPTY: RoleDraft = { title: '   ', permissions: [] };

/** What the user, the clock and the actors do in the dialog, whichever role it shows. */
const COMMON = [
  { type: 'error.load', error: REFUSED },
  { type: 'user.retry' },
  { type: 'user.save', values: DRAFT },
  { type: 'user.save', values: DRAFT_EMPTY },
  { type: 'done.save', output: ROLE },
  { type: 'error.save', error: REFUSED },
  { type: 'error.save', error: KEY_REUSED },
  { type: 'after.alert' },
  { type: 'after.updateClose' },
  { type: 'user.dismiss_alert' },
  { type: 'user.cancel' },
] as const;
/** Editing a role: the loader answers it, or a core role. */
const EDIT_EVENTS = [{ type: 'done.load', output: { catalogue: CATALOGUE, role: ROLE } }, { type: 'done.load', output: { catalogue: CATALOGUE, role: CORE } }, ...COMMON] as const;
/** Creating a role: no role loaded; the same draft sent again (title spaced) and a changed one, for the keys. */
const CREATE_EVENTS = [
  { type: 'done.load', output: { catalogue: CATALOGUE, role: null } },
  ...COMMON,
  { type: 'user.save', values: DRAFT_SPACED },
  { type: 'user.save', values: DRAFT_FEWER },
] as const;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/**
 * The dialog as seed 000 (sections 2, 4, 5, 9) and the dialog's documentation describe it,
 * written without the machine. It loads the role and the catalogue (the bindings reuse a
 * catalogue loaded before); a failed load offers a retry; a core role is shown read-only and never saved.
 * Save with a title empty or over 100 characters once trimmed shows the invalid alert and sends
 * nothing; a valid draft is sent with the role id, what was loaded, its title as typed, and its key: the same
 * request as the draft last sent (title trimmed, same ticks) keeps that draft's key, another gets
 * a new one, and a key the server says was used for another request is forgotten. A failed save
 * keeps the draft and shows its alert with the reason until dismissed or 30 s pass. A create
 * closes when saved; an update about 1 s later; each is notified once. Cancel closes at any
 * moment but while a save is on its way. The dialog's result is whether a role was saved, and it.
 */
type DialogPhase = 'loading' | 'loadFailed' | 'readOnly' | 'clean' | 'invalid' | 'failed' | 'saving' | 'saved' | 'closed';
interface DialogSpec {
  phase: DialogPhase;
  catalogue: readonly CataloguePermission[] | null;
  role: Role | null;
  draft: RoleDraft | null;
  /** The key of the draft last sent, and that draft. */
  keyed: { key: string; draft: RoleDraft } | null;
  error: unknown;
  saved: boolean;
  calls: Array<{ src: string; input: unknown }>;
}
/** The test's keys: made from the draft, so that a key made anew for a changed draft shows. */
const keyOf = (draft: RoleDraft) => `key ${draft.title}/${draft.permissions.join(',')}`;
const validTitle = (title: string) => title.trim().length > 0 && title.trim().length <= 100;
const sameRequest = (a: RoleDraft, b: RoleDraft) => a.title.trim() === b.title.trim() && JSON.stringify(a.permissions) === JSON.stringify(b.permissions);
/** The reasons the dialog gives, in English. */
const REASONS: Record<string, string> = {
  title_taken: 'another role already has this title',
  idempotency_key_reused: 'this form was sent before with other values; check the roles list and save again if the role is not there',
};
const ROW_TITLE = 'The title in the row';

function dialogSpec(input: RoleDialogInput): Oracle<DialogSpec, unknown> {
  const editing: DialogPhase[] = ['clean', 'invalid', 'failed'];
  return {
    initial: {
      phase: 'loading',
      catalogue: null,
      role: null,
      draft: null,
      keyed: null,
      error: null,
      saved: false,
      calls: [{ src: 'load', input: { subject: input.subject } }],
    },
    next(state, event) {
      const { phase } = state;
      if (phase === 'closed') return state;
      if (event.type === 'user.cancel') return phase === 'saving' ? state : { ...state, phase: 'closed' };
      switch (phase) {
        case 'loading': {
          if (event.type === 'error.load') return { ...state, phase: 'loadFailed', error: Reflect.get(event, 'error') };
          if (event.type !== 'done.load') return state;
          const loaded = Reflect.get(event, 'output') as RoleDialogLoaded;
          return { ...state, phase: loaded.role?.isCoreRole === true ? 'readOnly' : 'clean', catalogue: loaded.catalogue, role: loaded.role };
        }
        case 'loadFailed':
          if (event.type !== 'user.retry') return state;
          return { ...state, phase: 'loading', error: null, calls: [...state.calls, { src: 'load', input: { subject: input.subject } }] };
        case 'saving': {
          if (event.type === 'done.save') {
            const role = Reflect.get(event, 'output') as Role;
            const created = input.subject === null;
            const notice = { src: 'notifySaved', input: { saved: role, subject: input.subject, created } };
            return { ...state, phase: created ? 'closed' : 'saved', role, saved: true, calls: [...state.calls, notice] };
          }
          if (event.type === 'error.save') {
            const error: unknown = Reflect.get(event, 'error');
            const reused = Reflect.get(error as object, 'code') === 'idempotency_key_reused';
            return { ...state, phase: 'failed', error, keyed: reused ? null : state.keyed };
          }
          return state;
        }
        case 'saved':
          return event.type === 'after.updateClose' ? { ...state, phase: 'closed' } : state;
        default:
          break;
      }
      if (!editing.includes(phase)) return state;
      if ((event.type === 'after.alert' || event.type === 'user.dismiss_alert') && phase !== 'clean') return { ...state, phase: 'clean' };
      if (event.type !== 'user.save') return state;
      const draft = Reflect.get(event, 'values') as RoleDraft;
      if (!validTitle(draft.title)) return { ...state, phase: 'invalid', draft };
      const keyed = state.keyed !== null && sameRequest(state.keyed.draft, draft) ? state.keyed : { key: keyOf(draft), draft };
      return {
        ...state,
        phase: 'saving',
        draft,
        keyed,
        error: null,
        calls: [...state.calls, { src: 'save', input: { subject: input.subject, loaded: { catalogue: state.catalogue, role: state.role }, values: draft, idempotencyKey: keyed.key } }],
      };
    },
    view(state) {
      if (state.phase === 'closed') return { open: false, output: { saved: state.saved, role: state.role } };
      const loaded = state.phase !== 'loading' && state.phase !== 'loadFailed';
      const status =
        state.phase === 'loading' || state.phase === 'loadFailed' || state.phase === 'saving' || state.phase === 'saved' ? state.phase : 'editing';
      const code: unknown = state.error === null ? null : Reflect.get(state.error as object, 'code');
      return {
        open: true,
        mode: input.subject === null ? 'create' : state.role?.isCoreRole === true ? 'view' : 'edit',
        status,
        roleTitle: state.role?.title ?? ROW_TITLE,
        defaultTitle: state.draft?.title ?? state.role?.title ?? '',
        alert:
          state.phase === 'invalid'
            ? { kind: 'invalid', message: 'Oh snap! Change a few things up and try submitting again.' }
            : state.phase === 'failed'
              ? { kind: 'failed', message: `The role was not saved: ${REASONS[String(code)] ?? '?'}` }
              : null,
        checklist: loaded && state.catalogue !== null ? { ticked: state.role?.permissions ?? [], readOnly: state.role?.isCoreRole === true } : null,
      };
    },
    calls: (state) => state.calls,
  };
}

/** What the dialog shows of a snapshot (its props but the checklist's own), and its result once closed. */
function dialogView(snapshot: AnyMachineSnapshot, input: RoleDialogInput): unknown {
  const dialog = snapshot as Parameters<typeof toRoleDialogView>[0];
  if (dialog.status === 'done') return { open: false, output: outputOf(dialog) };
  const request: RoleDialogRequest = { roleId: input.subject, title: ROW_TITLE, isCoreRole: false };
  const { open, mode, status, roleTitle, defaultTitle, alert } = toRoleDialogView(dialog, request, null, [], LL, 'en');
  const { catalogue, role, loaded } = dialogRecord(dialog);
  const start = checklistStart(catalogue, role, loaded);
  return { open, mode, status, roleTitle, defaultTitle, alert, checklist: start && { ticked: start.ticked, readOnly: start.readOnly } };
}

/** A state with a timer of its own: the clock passing there is that timer's. */
const timed = (state: AnyMachineSnapshot) => state.matches('saved') || state.matches({ editing: 'invalid' }) || state.matches({ editing: 'failed' });

/**
 * What the user and the clock can do in any state, played where the machine does not handle it
 * (once per state value and role shown; a closed dialog aside): the oracle says whether it should have.
 */
const IGNORED: IgnoredEventOptions = {
  tried: (event, state) => event.type.startsWith('user.') || (event.type.startsWith('after.') && !timed(state)),
  onceBy: (state) => [state.value, Reflect.get(state.context as object, 'loaded')],
};

describe('recordEditorMachine as the role dialog, model-based', () => {
  // The key is random: the model and the real actor each make one, so both make it from the draft
  // here to compare contexts and calls.
  const keyed = roleDialogMachine.provide({
    actions: { issueIdempotencyKey: assign((_, { values }: { values: RoleDraft }) => ({ idempotency: { key: keyOf(values), values } })) },
  });
  const inputs: Array<[string, RoleDialogInput, typeof EDIT_EVENTS | typeof CREATE_EVENTS]> = [
    ['editing a role', { subject: 'r1' }, EDIT_EVENTS],
    ['creating a role', { subject: null }, CREATE_EVENTS],
  ];
  const runners = inputs.map(([, input]) => {
    const fakes = new PromiseFakes();
    return new ModelRunner(
      keyed.provide({
        actors: {
          load: fakes.logic<RoleDialogLoaded, RecordLoadInput<string>>('load'),
          save: fakes.logic<Role, RoleSave>('save'),
        },
        // The container's notice, recorded with the calls in the order they happen.
        actions: { notifySaved: (_, params) => void fakes.calls.push({ src: 'notifySaved', input: params }) },
      }),
      fakes,
      { oracle: dialogSpec(input), connect: (snapshot) => dialogView(snapshot, input) },
    );
  });
  for (const [n, [label, input, events]] of inputs.entries()) {
    const runner = runners[n];
    describe(label, () => {
      // A closed dialog is a stopped actor: the page sends it nothing more.
      const paths = [...transitionPaths(keyed, events, input), ...ignoredEventPaths(keyed, events, input, IGNORED)].filter(stopsOnlyAtTheEnd);
      for (const [index, path] of paths.entries()) {
        it(pathName(path, index), async () => {
          await runner?.run(path, input);
        });
      }

      it('plays every (state, event) pair', () => {
        const all = statePairs(keyed, events, input).filter((pair) => !pair.startsWith('{"value":"closed"'));
        expect(all.length).toBeGreaterThan(50);
        expect(all.filter((pair) => !runner?.playedPairs.has(pair))).toEqual([]);
      });
    });
  }

  it('reaches every state and takes every transition', () => {
    const [edit, create] = runners;
    const visited = new Set([...(edit?.coverage.visitedStates() ?? []), ...(create?.coverage.visitedStates() ?? [])]);
    expect([...visited].sort()).toEqual(edit?.coverage.allStates());
    const missing = (edit?.coverage.missingTransitions() ?? []).filter((t) => create?.coverage.missingTransitions().includes(t));
    expect(missing).toEqual([]);
  });
});

function open(input: RoleDialogInput, save: (draft: RoleDraft) => Promise<Role>) {
  const loadRole = vi.fn(async (_: RecordLoadInput<string>) => ({
    catalogue: CATALOGUE,
    role: input.subject === 'r0' ? CORE : input.subject ? ROLE : null,
  }));
  const notified = vi.fn<(role: Role, created: boolean) => void>();
  // What every save was given, the key included.
  const sent: RoleSave[] = [];
  const actor = createActor(
    roleDialogMachine.provide({
      actors: {
        load: fromPromise(({ input: loadInput }) => loadRole(loadInput)),
        save: fromPromise(({ input: saveInput }) => {
          sent.push(saveInput);
          return save(saveInput.values);
        }),
      },
      actions: { notifySaved: (_, { saved, created }: RecordSavedNotice<string, Role>) => notified(saved, created) },
    }),
    { input },
  );
  actor.start();
  return { actor, loadRole, notified, sent, keys: () => sent.map((call) => call.idempotencyKey) };
}

describe('recordEditorMachine as the role dialog, rules', () => {
  // That a catalogue loaded before is reused is the bindings' (tests/api/roleActors.test.ts).
  it('loads for the role it opens on', async () => {
    const { loadRole } = open({ subject: null }, async () => ROLE);
    await flush();
    expect(loadRole).toHaveBeenCalledWith({ subject: null });
  });

  it('opens a core role read-only: saving does nothing', async () => {
    const { actor } = open({ subject: 'r0' }, async () => CORE);
    await flush();
    expect(actor.getSnapshot().value).toBe('readOnly');
    actor.send({ type: 'user.save', values: { title: 'x', permissions: [] } });
    expect(actor.getSnapshot().value).toBe('readOnly');
  });

  it('closes a create as soon as it is saved, notifying it', async () => {
    const { actor, notified } = open({ subject: null }, async (draft) => ({ ...ROLE, title: draft.title }));
    await flush();
    actor.send({ type: 'user.save', values: { title: 'Novo', permissions: [] } });
    await flush();
    expect(actor.getSnapshot().status).toBe('done');
    expect(outputOf(actor.getSnapshot())).toEqual({ saved: true, role: { ...ROLE, title: 'Novo' } });
    expect(notified).toHaveBeenCalledWith({ ...ROLE, title: 'Novo' }, true);
  });

  it('closes an update about a second after it is saved', async () => {
    const { actor, notified } = open({ subject: 'r1' }, async () => ROLE);
    await flush();
    actor.send({ type: 'user.save', values: { title: 'Atendimento', permissions: ['p1', 'c1'] } });
    await flush();
    expect(actor.getSnapshot().value).toBe('saved');
    expect(notified).toHaveBeenCalledWith(ROLE, false);
    // Seed 000 section 4: "an update closes the dialog after about 1 second".
    vi.advanceTimersByTime(1000 - 1);
    expect(actor.getSnapshot().status).toBe('active');
    vi.advanceTimersByTime(1);
    expect(outputOf(actor.getSnapshot())).toEqual({ saved: true, role: ROLE });
  });

  it('keeps a failed save on screen with its alert for 30 seconds, the draft kept', async () => {
    const { actor } = open({ subject: 'r1' }, async () => {
      throw REFUSED;
    });
    await flush();
    const draft = { title: 'Atendimento', permissions: ['p1'] };
    actor.send({ type: 'user.save', values: draft });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ editing: 'failed' });
    expect(actor.getSnapshot().context.values).toEqual(draft);
    vi.advanceTimersByTime(ROLE_ALERT_MS - 1);
    expect(actor.getSnapshot().value).toEqual({ editing: 'failed' });
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toEqual({ editing: 'clean' });
  });

  it('refuses an empty title without calling the server', async () => {
    const save = vi.fn(async () => ROLE);
    const { actor } = open({ subject: null }, save);
    await flush();
    actor.send({ type: 'user.save', values: { title: '  ', permissions: [] } });
    expect(actor.getSnapshot().value).toEqual({ editing: 'invalid' });
    expect(save).not.toHaveBeenCalled();
    // Seed 000 section 5: "an invalid role save shows its alert for 30 seconds".
    vi.advanceTimersByTime(ROLE_ALERT_MS - 1);
    expect(actor.getSnapshot().value).toEqual({ editing: 'invalid' });
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toEqual({ editing: 'clean' });
  });

  it('refuses a title over 100 characters (spaces around it not counted) without calling the server', async () => {
    const save = vi.fn(async () => ROLE);
    const { actor } = open({ subject: null }, save);
    await flush();
    actor.send({ type: 'user.save', values: { title: 'a'.repeat(101), permissions: [] } });
    expect(actor.getSnapshot().value).toEqual({ editing: 'invalid' });
    expect(save).not.toHaveBeenCalled();
    actor.send({ type: 'user.save', values: { title: ` ${'a'.repeat(100)} `, permissions: [] } });
    expect(actor.getSnapshot().value).toBe('saving');
  });

  it('closes on cancel without saving', async () => {
    const { actor } = open({ subject: 'r1' }, async () => ROLE);
    await flush();
    actor.send({ type: 'user.cancel' });
    expect(outputOf(actor.getSnapshot())).toEqual({ saved: false, role: ROLE });
  });

  describe('the Idempotency-Key of a create', () => {
    const draft: RoleDraft = { title: 'Conferente', permissions: ['p1', 'c1'] };
    const failing = (error: unknown) => async (): Promise<Role> => {
      throw error;
    };

    it('is sent again with an unchanged draft saved again after a failure, so a lost answer is not a second create', async () => {
      let answer: () => Promise<Role> = failing(LOST);
      const { actor, keys, sent } = open({ subject: null }, () => answer());
      await flush();
      actor.send({ type: 'user.save', values: draft });
      await flush();
      expect(actor.getSnapshot().value).toEqual({ editing: 'failed' });
      // An empty title in between is refused here and sends nothing: the key stays the draft's.
      actor.send({ type: 'user.save', values: { title: ' ', permissions: [] } });
      answer = async () => ({ ...ROLE, title: draft.title });
      // The same request: the title is sent trimmed.
      actor.send({ type: 'user.save', values: { ...draft, title: ' Conferente ' } });
      await flush();
      expect(outputOf(actor.getSnapshot())).toEqual({ saved: true, role: { ...ROLE, title: 'Conferente' } });
      expect(sent).toHaveLength(2);
      const [first, second] = keys();
      expect(first).toMatch(UUID);
      expect(second).toBe(first);
    });

    it('is new for a draft changed after a failure (the server refuses a key sent with another body)', async () => {
      const { actor, keys } = open({ subject: null }, failing(LOST));
      await flush();
      actor.send({ type: 'user.save', values: draft });
      await flush();
      actor.send({ type: 'user.save', values: { ...draft, title: 'Conferente N1' } });
      await flush();
      actor.send({ type: 'user.save', values: { ...draft, title: 'Conferente N1', permissions: ['p1'] } });
      await flush();
      actor.send({ type: 'user.save', values: { ...draft, title: 'Conferente N1', permissions: ['p1'] } });
      await flush();
      const [first, renamed, unticked, again] = keys();
      expect(new Set([first, renamed, unticked]).size).toBe(3);
      expect(again).toBe(unticked);
    });

    it('is new for each opening of the dialog, the same draft included', async () => {
      const one = open({ subject: null }, failing(LOST));
      const two = open({ subject: null }, failing(LOST));
      await flush();
      one.actor.send({ type: 'user.save', values: draft });
      two.actor.send({ type: 'user.save', values: draft });
      await flush();
      expect(one.keys()[0]).toMatch(UUID);
      expect(two.keys()[0]).toMatch(UUID);
      expect(two.keys()[0]).not.toBe(one.keys()[0]);
    });

    it('is dropped when the server says it was used for another request: the next save sends a new one', async () => {
      const { actor, keys } = open({ subject: null }, failing(KEY_REUSED));
      await flush();
      actor.send({ type: 'user.save', values: draft });
      await flush();
      expect(actor.getSnapshot().value).toEqual({ editing: 'failed' });
      expect(actor.getSnapshot().context.failure).toEqual(KEY_REUSED);
      actor.send({ type: 'user.save', values: draft });
      await flush();
      const [first, second] = keys();
      expect(second).toMatch(UUID);
      expect(second).not.toBe(first);
    });
  });
});

describe('recordEditorMachine as the role dialog, the same request told by its permissions', () => {
  const lost = async (): Promise<Role> => {
    throw LOST;
  };

  it('a create with no permission ticked, saved again unchanged after a lost answer, keeps its key', async () => {
    const { actor, keys } = open({ subject: null }, lost);
    await flush();
    actor.send({ type: 'user.save', values: { title: 'Visitante', permissions: [] } });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ editing: 'failed' });
    actor.send({ type: 'user.save', values: { title: 'Visitante', permissions: [] } });
    await flush();
    const [first, again] = keys();
    expect(first).toMatch(UUID);
    expect(again).toBe(first);
  });

  it('a create with one permission ticked in place of another (as many as before) gets a new key', async () => {
    const { actor, keys } = open({ subject: null }, lost);
    await flush();
    actor.send({ type: 'user.save', values: { title: 'Conferente', permissions: ['p1'] } });
    await flush();
    // Another section ticked instead (the machine compares request bodies, not the catalogue).
    actor.send({ type: 'user.save', values: { title: 'Conferente', permissions: ['p2'] } });
    await flush();
    const [first, other] = keys();
    expect(other).toMatch(UUID);
    expect(other).not.toBe(first);
  });
});
