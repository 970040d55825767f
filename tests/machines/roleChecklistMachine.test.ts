import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createActor } from 'xstate';
import { checklistTree, normaliseTicks, parentState, setTick } from '../../src/domain/roleChecklist';
import { roleChecklistMachine, type RoleChecklistInput } from '../../src/machines/roleChecklistMachine';
import { ModelRunner, pathName, PromiseFakes, transitionPaths } from './modelHarness';

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

describe('roleChecklistMachine, model-based', () => {
  const runner = new ModelRunner(roleChecklistMachine, new PromiseFakes());
  const inputs: Array<[string, RoleChecklistInput]> = [
    ['a new role', { tree, ticked: [], readOnly: false }],
    ['a core role', { tree, ticked: ['orders', 'food'], readOnly: true }],
  ];
  for (const [label, input] of inputs) {
    describe(label, () => {
      const paths = transitionPaths(roleChecklistMachine, EVENTS, input);
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
