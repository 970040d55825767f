import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ROLE_ALERT_MS, ROLE_UPDATE_CLOSE_MS, roleDialogMachine, type CataloguePermission, type Role, type RoleDialogInput, type RoleDialogLoaded, type RoleDraft } from '../../src/machines/roleDialogMachine';
import { flush, ModelRunner, pathName, PromiseFakes, transitionPaths } from './modelHarness';

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
  const fakes = new PromiseFakes();
  const runner = new ModelRunner(
    roleDialogMachine.provide({
      actors: {
        loadRole: fakes.logic<RoleDialogLoaded, { roleId: string | null; catalogue: readonly CataloguePermission[] | null }>('loadRole'),
        saveRole: fakes.logic<Role, { roleId: string | null; draft: RoleDraft }>('saveRole'),
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
      const paths = transitionPaths(roleDialogMachine, EVENTS, input);
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
  const actor = createActor(
    roleDialogMachine.provide({
      actors: {
        loadRole: fromPromise(({ input: loadInput }) => loadRole(loadInput)),
        saveRole: fromPromise(({ input: saveInput }) => save(saveInput.draft)),
      },
      actions: { notifySaved: (_, { role, created }) => notified(role, created) },
    }),
    { input },
  );
  actor.start();
  return { actor, loadRole, notified };
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

  it('closes on cancel without saving', async () => {
    const { actor } = open({ roleId: 'r1', catalogue: null }, async () => ROLE);
    await flush();
    actor.send({ type: 'user.cancel' });
    expect(actor.getSnapshot().output).toEqual({ saved: false, role: ROLE });
  });
});
