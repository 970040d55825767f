import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, fromPromise } from 'xstate';
import { ROLE_UPDATE_CLOSE_MS, roleDialogMachine, type CataloguePermission, type Role, type RoleDialogInput, type RoleDialogLoaded, type RoleDraft, type RoleSave } from '../../src/machines/roleDialogMachine';
import { flush, ModelRunner, pathName, PromiseFakes, transitionPaths } from './modelHarness';
import { ROLE_ALERT_MS } from '../support/seed';

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

const EVENTS = [
  { type: 'done.loadRole', output: { catalogue: CATALOGUE, role: ROLE } },
  { type: 'done.loadRole', output: { catalogue: CATALOGUE, role: CORE } },
  { type: 'done.loadRole', output: { catalogue: CATALOGUE, role: null } },
  { type: 'error.loadRole', error: REFUSED },
  { type: 'user.retry' },
  { type: 'user.save', draft: { title: 'Atendimento', permissions: ['p1', 'c1'] } },
  { type: 'user.save', draft: { title: '   ', permissions: [] } },
  { type: 'done.saveRole', output: ROLE },
  { type: 'error.saveRole', error: REFUSED },
  { type: 'error.saveRole', error: KEY_REUSED },
  { type: 'after.alert' },
  { type: 'after.updateClose' },
  { type: 'user.dismiss_alert' },
  { type: 'user.cancel' },
] as const;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('roleDialogMachine, model-based', () => {
  // The key is random: the model and the real actor each make one, so both make it from the draft
  // here to compare contexts. When a key is made or kept is the machine's own; the rules below
  // check the real keys.
  const keyed = roleDialogMachine.provide({
    actions: { issueIdempotencyKey: assign((_, { draft }: { draft: RoleDraft }) => ({ idempotency: { key: `key ${draft.title}`, draft } })) },
  });
  const fakes = new PromiseFakes();
  const runner = new ModelRunner(
    keyed.provide({
      actors: {
        loadRole: fakes.logic<RoleDialogLoaded, { roleId: string | null; catalogue: readonly CataloguePermission[] | null }>('loadRole'),
        saveRole: fakes.logic<Role, RoleSave>('saveRole'),
      },
    }),
    fakes,
  );
  const inputs: Array<[string, RoleDialogInput]> = [
    ['editing a role', { roleId: 'r1', catalogue: null }],
    ['creating a role', { roleId: null, catalogue: CATALOGUE }],
  ];
  for (const [label, input] of inputs) {
    describe(label, () => {
      const paths = transitionPaths(keyed, EVENTS, input);
      for (const [index, path] of paths.entries()) {
        it(pathName(path, index), async () => {
          await runner.run(path, input);
        });
      }
    });
  }

  it('reaches every state and takes every transition', () => {
    expect(runner.coverage.visitedStates()).toEqual(runner.coverage.allStates());
    expect(runner.coverage.missingTransitions()).toEqual([]);
  });
});

function open(input: RoleDialogInput, save: (draft: RoleDraft) => Promise<Role>) {
  const loadRole = vi.fn(async ({ catalogue }: { roleId: string | null; catalogue: readonly CataloguePermission[] | null }) => ({
    catalogue: catalogue ?? CATALOGUE,
    role: input.roleId === 'r0' ? CORE : input.roleId ? ROLE : null,
  }));
  const notified = vi.fn<(role: Role, created: boolean) => void>();
  // What every save was given, the key included.
  const sent: RoleSave[] = [];
  const actor = createActor(
    roleDialogMachine.provide({
      actors: {
        loadRole: fromPromise(({ input: loadInput }) => loadRole(loadInput)),
        saveRole: fromPromise(({ input: saveInput }) => {
          sent.push(saveInput);
          return save(saveInput.draft);
        }),
      },
      actions: { notifySaved: (_, { role, created }) => notified(role, created) },
    }),
    { input },
  );
  actor.start();
  return { actor, loadRole, notified, sent, keys: () => sent.map((call) => call.idempotencyKey) };
}

describe('roleDialogMachine rules', () => {
  it('reuses a catalogue loaded before', async () => {
    const { loadRole } = open({ roleId: null, catalogue: CATALOGUE }, async () => ROLE);
    await flush();
    expect(loadRole).toHaveBeenCalledWith({ roleId: null, catalogue: CATALOGUE });
  });

  it('opens a core role read-only: saving does nothing', async () => {
    const { actor } = open({ roleId: 'r0', catalogue: null }, async () => CORE);
    await flush();
    expect(actor.getSnapshot().value).toBe('readOnly');
    actor.send({ type: 'user.save', draft: { title: 'x', permissions: [] } });
    expect(actor.getSnapshot().value).toBe('readOnly');
  });

  it('closes a create as soon as it is saved, notifying it', async () => {
    const { actor, notified } = open({ roleId: null, catalogue: null }, async (draft) => ({ ...ROLE, title: draft.title }));
    await flush();
    actor.send({ type: 'user.save', draft: { title: 'Novo', permissions: [] } });
    await flush();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ saved: true, role: { ...ROLE, title: 'Novo' } });
    expect(notified).toHaveBeenCalledWith({ ...ROLE, title: 'Novo' }, true);
  });

  it('closes an update about a second after it is saved', async () => {
    const { actor, notified } = open({ roleId: 'r1', catalogue: null }, async () => ROLE);
    await flush();
    actor.send({ type: 'user.save', draft: { title: 'Atendimento', permissions: ['p1', 'c1'] } });
    await flush();
    expect(actor.getSnapshot().value).toBe('saved');
    expect(notified).toHaveBeenCalledWith(ROLE, false);
    vi.advanceTimersByTime(ROLE_UPDATE_CLOSE_MS - 1);
    expect(actor.getSnapshot().status).toBe('active');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().output).toEqual({ saved: true, role: ROLE });
  });

  it('keeps a failed save on screen with its alert for 30 seconds, the draft kept', async () => {
    const { actor } = open({ roleId: 'r1', catalogue: null }, async () => {
      throw REFUSED;
    });
    await flush();
    const draft = { title: 'Atendimento', permissions: ['p1'] };
    actor.send({ type: 'user.save', draft });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ editing: 'failed' });
    expect(actor.getSnapshot().context.draft).toEqual(draft);
    vi.advanceTimersByTime(ROLE_ALERT_MS);
    expect(actor.getSnapshot().value).toEqual({ editing: 'clean' });
  });

  it('refuses an empty title without calling the server', async () => {
    const save = vi.fn(async () => ROLE);
    const { actor } = open({ roleId: null, catalogue: null }, save);
    await flush();
    actor.send({ type: 'user.save', draft: { title: '  ', permissions: [] } });
    expect(actor.getSnapshot().value).toEqual({ editing: 'invalid' });
    expect(save).not.toHaveBeenCalled();
  });

  it('refuses a title over 100 characters (spaces around it not counted) without calling the server', async () => {
    const save = vi.fn(async () => ROLE);
    const { actor } = open({ roleId: null, catalogue: null }, save);
    await flush();
    actor.send({ type: 'user.save', draft: { title: 'a'.repeat(101), permissions: [] } });
    expect(actor.getSnapshot().value).toEqual({ editing: 'invalid' });
    expect(save).not.toHaveBeenCalled();
    actor.send({ type: 'user.save', draft: { title: ` ${'a'.repeat(100)} `, permissions: [] } });
    expect(actor.getSnapshot().value).toBe('saving');
  });

  it('closes on cancel without saving', async () => {
    const { actor } = open({ roleId: 'r1', catalogue: null }, async () => ROLE);
    await flush();
    actor.send({ type: 'user.cancel' });
    expect(actor.getSnapshot().output).toEqual({ saved: false, role: ROLE });
  });

  describe('the Idempotency-Key of a create', () => {
    const draft: RoleDraft = { title: 'Conferente', permissions: ['p1', 'c1'] };
    const failing = (error: unknown) => async (): Promise<Role> => {
      throw error;
    };

    it('is sent again with an unchanged draft saved again after a failure, so a lost answer is not a second create', async () => {
      let answer: () => Promise<Role> = failing(LOST);
      const { actor, keys, sent } = open({ roleId: null, catalogue: null }, () => answer());
      await flush();
      actor.send({ type: 'user.save', draft });
      await flush();
      expect(actor.getSnapshot().value).toEqual({ editing: 'failed' });
      // An empty title in between is refused here and sends nothing: the key stays the draft's.
      actor.send({ type: 'user.save', draft: { title: ' ', permissions: [] } });
      answer = async () => ({ ...ROLE, title: draft.title });
      // The same request: the title is sent trimmed.
      actor.send({ type: 'user.save', draft: { ...draft, title: ' Conferente ' } });
      await flush();
      expect(actor.getSnapshot().output).toEqual({ saved: true, role: { ...ROLE, title: 'Conferente' } });
      expect(sent).toHaveLength(2);
      const [first, second] = keys();
      expect(first).toMatch(UUID);
      expect(second).toBe(first);
    });

    it('is new for a draft changed after a failure (the server refuses a key sent with another body)', async () => {
      const { actor, keys } = open({ roleId: null, catalogue: null }, failing(LOST));
      await flush();
      actor.send({ type: 'user.save', draft });
      await flush();
      actor.send({ type: 'user.save', draft: { ...draft, title: 'Conferente N1' } });
      await flush();
      actor.send({ type: 'user.save', draft: { ...draft, title: 'Conferente N1', permissions: ['p1'] } });
      await flush();
      actor.send({ type: 'user.save', draft: { ...draft, title: 'Conferente N1', permissions: ['p1'] } });
      await flush();
      const [first, renamed, unticked, again] = keys();
      expect(new Set([first, renamed, unticked]).size).toBe(3);
      expect(again).toBe(unticked);
    });

    it('is new for each opening of the dialog, the same draft included', async () => {
      const one = open({ roleId: null, catalogue: null }, failing(LOST));
      const two = open({ roleId: null, catalogue: null }, failing(LOST));
      await flush();
      one.actor.send({ type: 'user.save', draft });
      two.actor.send({ type: 'user.save', draft });
      await flush();
      expect(one.keys()[0]).toMatch(UUID);
      expect(two.keys()[0]).toMatch(UUID);
      expect(two.keys()[0]).not.toBe(one.keys()[0]);
    });

    it('is dropped when the server says it was used for another request: the next save sends a new one', async () => {
      const { actor, keys } = open({ roleId: null, catalogue: null }, failing(KEY_REUSED));
      await flush();
      actor.send({ type: 'user.save', draft });
      await flush();
      expect(actor.getSnapshot().value).toEqual({ editing: 'failed' });
      expect(actor.getSnapshot().context.error).toEqual(KEY_REUSED);
      actor.send({ type: 'user.save', draft });
      await flush();
      const [first, second] = keys();
      expect(second).toMatch(UUID);
      expect(second).not.toBe(first);
    });
  });
});
