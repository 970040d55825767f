import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ROLE_DIALOG, tellingScreen } from '../../src/bindings/roles';
import { createRecordEditorMachine } from '../../src/machines/recordEditor/machine';
import type { RecordLoadInput, RecordSaveInput } from '../../src/machines/recordEditor/types';
import { createRoleDialogScreenMachine } from '../../src/machines/roleDialogScreen/machine';
import type { RoleDialogLoaded, RoleDraft } from '../../src/domain/roleForms';
import type { Permission as CataloguePermission, Role } from '../../src/contract/schema.gen';

const CATALOGUE: CataloguePermission[] = [
  {
    id: 'p1',
    title: 'Pedidos',
    level: 1,
    parentId: null,
    isSelected: false,
    name: 'accessToSectionOrders',
    children: [
      { id: 'c1', title: 'Restaurante', level: 2, parentId: 'p1', isSelected: false, name: 'accessToFoodOrders' },
      { id: 'c2', title: 'Mercado', level: 2, parentId: 'p1', isSelected: false, name: 'accessToMarketOrders' },
    ],
  },
  { id: 'p2', title: 'Usuários', level: 1, parentId: null, isSelected: false, name: 'accessToSectionUsers', children: [] },
];
const ROLE: Role = { id: 'r1', title: 'Atendimento', permissions: ['p1', 'c1'], isCoreRole: false };
const CORE: Role = { id: 'r0', title: 'Administrador', permissions: ['p2'], isCoreRole: true };
const LOST = { statusCode: 0, error: 'Network Error', message: 'Failed to fetch', code: 'network' };

/** Calls the test answers by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}
const flush = () => new Promise<void>((done) => setTimeout(done, 0));

/** A screen over the role editor (with the bindings' telling of the screen), its loads and saves answered by the test. */
function start(subject: string | null) {
  const loads: Array<{ input: RecordLoadInput<string>; answer: ReturnType<typeof deferred<RoleDialogLoaded>> }> = [];
  const saves: Array<{ input: RecordSaveInput<string, RoleDraft, RoleDialogLoaded>; answer: ReturnType<typeof deferred<Role>> }> = [];
  const notices: Array<{ title: string; created: boolean }> = [];
  const editor = tellingScreen(
    createRecordEditorMachine<string, RoleDraft, RoleDialogLoaded, Role>(ROLE_DIALOG).provide({
      actors: {
        load: fromPromise<RoleDialogLoaded, RecordLoadInput<string>>(({ input }) => {
          const answer = deferred<RoleDialogLoaded>();
          loads.push({ input, answer });
          return answer.promise;
        }),
        save: fromPromise<Role, RecordSaveInput<string, RoleDraft, RoleDialogLoaded>>(({ input }) => {
          const answer = deferred<Role>();
          saves.push({ input, answer });
          return answer.promise;
        }),
      },
    }),
  );
  const machine = createRoleDialogScreenMachine(editor).provide({
    actions: { notifySaved: (_, { saved, created }) => void notices.push({ title: saved.title, created }) },
  });
  const screen = createActor(machine, { input: { subject } }).start();
  const checklist = () => screen.getSnapshot().context.checklist;
  const editorState = () => screen.getSnapshot().children.editor?.getSnapshot().value;
  return { screen, loads, saves, notices, checklist, editorState };
}

describe('roleDialogScreenMachine', () => {
  it('invokes the editor on the subject and starts the checklist only once the editor has loaded, from the role\'s ticks', async () => {
    const { loads, checklist, editorState } = start('r1');
    expect(editorState()).toBe('loading');
    expect(loads.map((load) => load.input)).toEqual([{ subject: 'r1' }]);
    expect(checklist()).toBeNull();
    loads[0]!.answer.resolve({ catalogue: CATALOGUE, role: ROLE });
    await flush();
    expect(editorState()).toEqual({ editing: 'clean' });
    const snapshot = checklist()!.getSnapshot();
    expect(snapshot.context.ticked).toEqual(['p1', 'c1']);
    expect(snapshot.value).toBe('editable');
    expect(snapshot.context.tree.parents.map((parent) => parent.id)).toEqual(['p1', 'p2']);
  });

  it('starts a core role\'s checklist read-only: a toggle changes nothing', async () => {
    const { loads, checklist, editorState } = start('r0');
    loads[0]!.answer.resolve({ catalogue: CATALOGUE, role: CORE });
    await flush();
    expect(editorState()).toBe('readOnly');
    checklist()!.send({ type: 'user.toggle', id: 'p1' });
    expect(checklist()!.getSnapshot().value).toBe('readOnly');
    expect(checklist()!.getSnapshot().context.ticked).toEqual(['p2']);
  });

  it('sends the editor the title and the checklist\'s ticks on Save, then restarts the checklist from the role saved and ends with the editor\'s output', async () => {
    const { screen, loads, saves, notices, checklist, editorState } = start('r1');
    loads[0]!.answer.resolve({ catalogue: CATALOGUE, role: ROLE });
    await flush();
    checklist()!.send({ type: 'user.toggle', id: 'c2' });
    checklist()!.send({ type: 'user.toggle', id: 'p2' });
    const before = checklist();
    screen.send({ type: 'user.save', title: 'Suporte' });
    expect(editorState()).toBe('saving');
    expect(saves.map((save) => ({ subject: save.input.subject, values: save.input.values }))).toEqual([
      { subject: 'r1', values: { title: 'Suporte', permissions: ['p1', 'c1', 'c2', 'p2'] } },
    ]);
    const saved: Role = { id: 'r1', title: 'Suporte', permissions: ['p1', 'c2'], isCoreRole: false };
    saves[0]!.answer.resolve(saved);
    await flush();
    expect(editorState()).toBe('saved');
    expect(notices).toEqual([{ title: 'Suporte', created: false }]);
    expect(checklist()).not.toBe(before);
    expect(before!.getSnapshot().status).toBe('stopped');
    expect(checklist()!.getSnapshot().context.ticked).toEqual(['p1', 'c2']);
    screen.getSnapshot().children.editor!.send({ type: 'user.cancel' });
    await flush();
    expect(screen.getSnapshot().status).toBe('done');
    expect(screen.getSnapshot().output).toEqual({ saved, loaded: { catalogue: CATALOGUE, role: ROLE } });
  });

  it('ends with the editor\'s output when cancelled: nothing saved', async () => {
    const { screen, loads } = start(null);
    expect(loads.map((load) => load.input)).toEqual([{ subject: null }]);
    loads[0]!.answer.resolve({ catalogue: CATALOGUE, role: null });
    await flush();
    expect(screen.getSnapshot().context.checklist!.getSnapshot().context.ticked).toEqual([]);
    screen.getSnapshot().children.editor!.send({ type: 'user.cancel' });
    expect(screen.getSnapshot().status).toBe('done');
    expect(screen.getSnapshot().output).toEqual({ saved: null, loaded: { catalogue: CATALOGUE, role: null } });
  });

  it('has no checklist after a failed load, and starts it once a retry loads', async () => {
    const { screen, loads, checklist, editorState } = start('r1');
    loads[0]!.answer.reject(LOST);
    await flush();
    expect(editorState()).toBe('loadFailed');
    expect(checklist()).toBeNull();
    screen.getSnapshot().children.editor!.send({ type: 'user.retry' });
    expect(editorState()).toBe('loading');
    expect(loads).toHaveLength(2);
    loads[1]!.answer.resolve({ catalogue: CATALOGUE, role: ROLE });
    await flush();
    expect(checklist()!.getSnapshot().context.ticked).toEqual(['p1', 'c1']);
  });
});
