import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createActor } from 'xstate';
import { checklistTree, normaliseTicks, parentState, setTick } from '../../src/domain/roleChecklist';
import { connectRoleChecklist } from '../../src/machines/roleChecklist/connect';
import { roleChecklistMachine, tickedIds, type RoleChecklistEvent, type RoleChecklistInput } from '../../src/machines/roleChecklist/machine';
import { ModelRunner, pathName, PromiseFakes, statePairs, transitionPaths, type Oracle } from './modelHarness';

// Two parents with children and one standing alone.
const tree = checklistTree([
  { id: 'orders', children: [{ id: 'food' }, { id: 'market' }] },
  { id: 'finance', children: [{ id: 'invoices' }, { id: 'credits' }, { id: 'pix' }] },
  { id: 'alone', children: [] },
]);

const EVENTS = [
  { type: 'user.toggle', id: 'orders' },
  { type: 'user.toggle', id: 'food' },
  { type: 'user.toggle', id: 'market' },
  { type: 'user.toggle', id: 'alone' },
] as const;

/**
 * The checklist as seed 000 section 4 words it, over the tree above written out again: ticking a
 * child ticks its parent, unticking its last ticked child unticks the parent; ticking a parent
 * ticks all its children, unticking it unticks them all; a core role changes nothing. Ticks are
 * shown in catalogue order.
 */
const CATALOGUE = ['orders', 'food', 'market', 'finance', 'invoices', 'credits', 'pix', 'alone'];
const CHILDREN: Record<string, string[]> = { orders: ['food', 'market'], finance: ['invoices', 'credits', 'pix'], alone: [] };
const parentOf = (id: string) => Object.keys(CHILDREN).find((parent) => CHILDREN[parent]?.includes(id));
const titleOf = (id: string) => `title of ${id}`;
/** The checklist's boxes for some ticks: each parent checked when ticked, its children each as ticked; all disabled on a core role. */
function boxesOf(ticked: ReadonlySet<string>, readOnly: boolean) {
  const parents = Object.entries(CHILDREN).map(([id, children]) => ({
    id,
    title: titleOf(id),
    state: ticked.has(id) ? 'checked' : 'unchecked',
    children: children.map((child) => ({ id: child, title: titleOf(child), checked: ticked.has(child) })),
  }));
  return { parents, disabled: readOnly };
}
type ChecklistSnapshot = Parameters<typeof connectRoleChecklist>[0];

function checklistSpec(input: RoleChecklistInput): Oracle<ReadonlySet<string>, unknown> {
  return {
    initial: new Set(input.ticked),
    next(ticked, event) {
      const id = Reflect.get(event, 'id');
      if (input.readOnly || event.type !== 'user.toggle' || typeof id !== 'string') return ticked;
      const next = new Set(ticked);
      const children = CHILDREN[id];
      if (children) {
        for (const each of [id, ...children]) {
          if (ticked.has(id)) next.delete(each);
          else next.add(each);
        }
        return next;
      }
      const parent = parentOf(id) ?? '';
      if (ticked.has(id)) {
        next.delete(id);
        if (!(CHILDREN[parent] ?? []).some((sibling) => next.has(sibling))) next.delete(parent);
      } else {
        next.add(id);
        next.add(parent);
      }
      return next;
    },
    view: (ticked) => ({ ticked: CATALOGUE.filter((id) => ticked.has(id)), boxes: boxesOf(ticked, input.readOnly) }),
    calls: () => [],
  };
}

describe('roleChecklistMachine, model-based', () => {
  const inputs: Array<[string, RoleChecklistInput]> = [
    ['a new role', { tree, ticked: [], readOnly: false }],
    ['a core role', { tree, ticked: ['orders', 'food'], readOnly: true }],
  ];
  const runners = inputs.map(([, input]) => new ModelRunner(roleChecklistMachine, new PromiseFakes(), {
    oracle: checklistSpec(input),
    connect: (snapshot) => ({ ticked: [...tickedIds(snapshot as ChecklistSnapshot)], boxes: connectRoleChecklist(snapshot as ChecklistSnapshot, () => {}, titleOf) }),
  }));
  for (const [index, [label, input]] of inputs.entries()) {
    const runner = runners[index];
    describe(label, () => {
      const paths = transitionPaths(roleChecklistMachine, EVENTS, input);
      for (const [n, path] of paths.entries()) {
        it(pathName(path, n), async () => {
          await runner?.run(path, input);
        });
      }

      it('plays every (state, event) pair', () => {
        const all = statePairs(roleChecklistMachine, EVENTS, input);
        // A core role handles no toggle at all: it has no pairs.
        expect(all.length > 0).toBe(!input.readOnly);
        expect(all.filter((pair) => !runner?.playedPairs.has(pair))).toEqual([]);
      });
    });
  }

  it('reaches every state and takes every transition', () => {
    const [editable, readOnly] = runners;
    const visited = new Set([...(editable?.coverage.visitedStates() ?? []), ...(readOnly?.coverage.visitedStates() ?? [])]);
    expect([...visited].sort()).toEqual(editable?.coverage.allStates());
    const missing = (editable?.coverage.missingTransitions() ?? []).filter((t) => readOnly?.coverage.missingTransitions().includes(t));
    expect(missing).toEqual([]);
  });
});

function play(input: RoleChecklistInput, ids: string[]): readonly string[] {
  const actor = createActor(roleChecklistMachine, { input }).start();
  for (const id of ids) actor.send({ type: 'user.toggle', id });
  return actor.getSnapshot().context.ticked;
}

describe('roleChecklistMachine', () => {
  it('ticks the parent with a child, and unticks it with the last child', () => {
    const input = { tree, ticked: [], readOnly: false };
    expect(play(input, ['food'])).toEqual(['orders', 'food']);
    expect(play(input, ['food', 'market'])).toEqual(['orders', 'food', 'market']);
    expect(play(input, ['food', 'market', 'food'])).toEqual(['orders', 'market']);
    expect(play(input, ['food', 'market', 'food', 'market'])).toEqual([]);
  });

  it('ticks and unticks every child with its parent', () => {
    const input = { tree, ticked: [], readOnly: false };
    expect(play(input, ['finance'])).toEqual(['finance', 'invoices', 'credits', 'pix']);
    expect(play(input, ['finance', 'finance'])).toEqual([]);
    expect(play(input, ['pix', 'finance'])).toEqual([]);
  });

  it('changes nothing on a core role', () => {
    expect(play({ tree, ticked: ['orders', 'food'], readOnly: true }, ['orders', 'alone', 'market'])).toEqual(['orders', 'food']);
  });

  it('holds the invariant over any sequence of ticks: a parent with children is ticked exactly when one of them is', () => {
    const ids = ['orders', 'food', 'market', 'finance', 'invoices', 'credits', 'pix', 'alone'];
    fc.assert(
      fc.property(fc.subarray(ids), fc.array(fc.constantFrom(...ids), { maxLength: 40 }), (start, toggles) => {
        const ticked = play({ tree, ticked: normaliseTicks(tree, start), readOnly: false }, toggles);
        for (const parent of tree.parents) {
          if (parent.childIds.length === 0) continue;
          expect(ticked.includes(parent.id)).toBe(parent.childIds.some((child) => ticked.includes(child)));
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('connectRoleChecklist', () => {
  it('sends a box\'s toggle to the machine', () => {
    const sent: RoleChecklistEvent[] = [];
    const snapshot = createActor(roleChecklistMachine, { input: { tree, ticked: [], readOnly: false } }).getSnapshot();
    connectRoleChecklist(snapshot, (event) => sent.push(event), titleOf).onToggle('market');
    expect(sent).toEqual([{ type: 'user.toggle', id: 'market' }]);
  });
});

describe('the checklist rules', () => {
  it('normalises a stored role: unknown ids dropped, parents follow their children', () => {
    expect(normaliseTicks(tree, ['ghost', 'orders', 'pix', 'alone'])).toEqual(['finance', 'pix', 'alone']);
  });

  it('shows a parent ticked in full as soon as one of its children is ticked (seed 000 section 4)', () => {
    expect(parentState(tree, setTick(tree, [], 'food', true), 'orders')).toBe('checked');
    expect(parentState(tree, setTick(tree, setTick(tree, [], 'finance', true), 'pix', false), 'finance')).toBe('checked');
    expect(parentState(tree, setTick(tree, [], 'orders', true), 'orders')).toBe('checked');
    expect(parentState(tree, [], 'orders')).toBe('unchecked');
    expect(parentState(tree, ['alone'], 'alone')).toBe('checked');
  });
});
