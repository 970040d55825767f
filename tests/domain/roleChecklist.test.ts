import { describe, expect, it } from 'vitest';
import {
  checklistTree,
  isChild,
  isParent,
  normaliseTicks,
  parentState,
  setTick,
  type ChecklistTree,
} from '../../src/domain/roleChecklist';

// Seed 000 section 2 (the role dialog: "a permission checklist with parent permissions and their
// children") and section 4: "ticking a child also ticks its parent; unticking the last ticked child
// unticks the parent; ticking a parent ticks all its children; unticking a parent unticks all its
// children". Ticks are listed in catalogue order: each parent, then its children.
//
// Two parents with children and one standing alone; written out by hand again below as TREE.
const CATALOGUE = [
  { id: 'orders', children: [{ id: 'food' }, { id: 'market' }] },
  { id: 'finance', children: [{ id: 'invoices' }, { id: 'credits' }, { id: 'pix' }] },
  { id: 'alone', children: [] },
] as const;
const tree = checklistTree(CATALOGUE);

/** The same tree, written by hand. */
const TREE: ChecklistTree = {
  parents: [
    { id: 'orders', childIds: ['food', 'market'] },
    { id: 'finance', childIds: ['invoices', 'credits', 'pix'] },
    { id: 'alone', childIds: [] },
  ],
  parentOf: new Map([
    ['food', 'orders'],
    ['market', 'orders'],
    ['invoices', 'finance'],
    ['credits', 'finance'],
    ['pix', 'finance'],
  ]),
};

describe('checklistTree', () => {
  it('keeps the parents in catalogue order with their children, and each child points to its parent', () => {
    expect(tree).toEqual(TREE);
    expect([...tree.parentOf.entries()]).toEqual([
      ['food', 'orders'],
      ['market', 'orders'],
      ['invoices', 'finance'],
      ['credits', 'finance'],
      ['pix', 'finance'],
    ]);
  });

  it('is empty for an empty catalogue', () => {
    const empty = checklistTree([]);
    expect(empty).toEqual({ parents: [], parentOf: new Map() });
    expect(empty.parentOf.size).toBe(0);
  });

  it('reads only the ids of a catalogue as the server answers it', () => {
    const answered = [
      { id: 'p', title: 'Parent', level: 1, children: [{ id: 'c', title: 'Child', level: 2, parentId: 'p' }] },
    ];
    expect(checklistTree(answered)).toEqual({ parents: [{ id: 'p', childIds: ['c'] }], parentOf: new Map([['c', 'p']]) });
  });
});

describe('isParent and isChild', () => {
  it.each<[string, boolean, boolean]>([
    ['orders', true, false],
    ['finance', true, false],
    ['alone', true, false],
    ['food', false, true],
    ['market', false, true],
    ['pix', false, true],
    ['unknown', false, false],
    ['', false, false],
  ])('%j: parent %s, child %s', (id, parent, child) => {
    expect(isParent(tree, id)).toBe(parent);
    expect(isChild(tree, id)).toBe(child);
  });

  it('finds nothing in an empty tree', () => {
    const empty = checklistTree([]);
    expect(isParent(empty, 'orders')).toBe(false);
    expect(isChild(empty, 'food')).toBe(false);
  });
});

describe('setTick: a parent', () => {
  it('ticks all its children with it', () => {
    expect(setTick(tree, [], 'finance', true)).toEqual(['finance', 'invoices', 'credits', 'pix']);
    expect(setTick(tree, [], 'orders', true)).toEqual(['orders', 'food', 'market']);
  });

  it('ticks the children still unticked when some already are', () => {
    expect(setTick(tree, ['finance', 'credits'], 'finance', true)).toEqual(['finance', 'invoices', 'credits', 'pix']);
  });

  it('unticks all its children with it, leaving the other parents alone', () => {
    expect(setTick(tree, ['orders', 'food', 'finance', 'invoices', 'pix', 'alone'], 'finance', false)).toEqual(['orders', 'food', 'alone']);
    expect(setTick(tree, ['orders', 'food', 'market'], 'orders', false)).toEqual([]);
  });

  it('unticks a child even when the parent itself was not among the ticks', () => {
    expect(setTick(tree, ['pix'], 'finance', false)).toEqual([]);
  });

  it('ticks and unticks a parent without children on its own', () => {
    expect(setTick(tree, [], 'alone', true)).toEqual(['alone']);
    expect(setTick(tree, ['orders', 'food', 'alone'], 'alone', false)).toEqual(['orders', 'food']);
    expect(setTick(tree, ['orders', 'food'], 'alone', true)).toEqual(['orders', 'food', 'alone']);
  });

  it('leaves the ticks as they were when asked for the state they already have', () => {
    expect(setTick(tree, ['alone'], 'alone', true)).toEqual(['alone']);
    expect(setTick(tree, [], 'orders', false)).toEqual([]);
  });
});

describe('setTick: a child', () => {
  it('ticks its parent with it', () => {
    expect(setTick(tree, [], 'food', true)).toEqual(['orders', 'food']);
    expect(setTick(tree, [], 'pix', true)).toEqual(['finance', 'pix']);
    expect(setTick(tree, ['orders', 'food'], 'market', true)).toEqual(['orders', 'food', 'market']);
  });

  it('keeps its parent ticked while a sibling is still ticked', () => {
    expect(setTick(tree, ['orders', 'food', 'market'], 'food', false)).toEqual(['orders', 'market']);
    expect(setTick(tree, ['finance', 'invoices', 'credits'], 'invoices', false)).toEqual(['finance', 'credits']);
    expect(setTick(tree, ['finance', 'invoices', 'credits', 'pix'], 'credits', false)).toEqual(['finance', 'invoices', 'pix']);
  });

  it('unticks its parent with the last ticked child', () => {
    expect(setTick(tree, ['orders', 'market'], 'market', false)).toEqual([]);
    expect(setTick(tree, ['orders', 'market', 'finance', 'pix'], 'pix', false)).toEqual(['orders', 'market']);
  });

  it("unticks the parent when a child already unticked is unticked and none of its siblings is ticked", () => {
    expect(setTick(tree, ['orders'], 'food', false)).toEqual([]);
  });

  it('does not touch the other parents', () => {
    expect(setTick(tree, ['alone', 'finance', 'credits'], 'food', true)).toEqual(['orders', 'food', 'finance', 'credits', 'alone']);
  });
});

describe('setTick: the result', () => {
  it('follows the tree order, whatever the order of the ticks given', () => {
    expect(setTick(tree, ['pix', 'alone', 'credits', 'finance'], 'food', true)).toEqual(['orders', 'food', 'finance', 'credits', 'pix', 'alone']);
  });

  it('changes nothing for an id outside the tree, ticked or unticked', () => {
    expect(setTick(tree, ['orders', 'food'], 'unknown', true)).toEqual(['orders', 'food']);
    expect(setTick(tree, ['orders', 'food'], 'unknown', false)).toEqual(['orders', 'food']);
    expect(setTick(tree, [], 'unknown', true)).toEqual([]);
  });

  it('lists only the ids of the tree, once each', () => {
    expect(setTick(tree, ['stale', 'food', 'orders', 'food'], 'unknown', true)).toEqual(['orders', 'food']);
    expect(setTick(tree, ['stale', 'market'], 'food', true)).toEqual(['orders', 'food', 'market']);
  });

  it('leaves the ticks it was given as they were', () => {
    const ticked = Object.freeze(['orders', 'food']);
    expect(setTick(tree, ticked, 'market', true)).toEqual(['orders', 'food', 'market']);
    expect(setTick(tree, ticked, 'orders', false)).toEqual([]);
    expect(ticked).toEqual(['orders', 'food']);
  });

  it('unticks a child whose parent is missing from the tree without failing', () => {
    const broken: ChecklistTree = {
      parents: [{ id: 'orders', childIds: ['food'] }],
      parentOf: new Map([
        ['food', 'orders'],
        ['stray', 'ghost'],
      ]),
    };
    expect(setTick(broken, ['orders', 'food'], 'stray', false)).toEqual(['orders', 'food']);
  });

  it('is empty for an empty tree', () => {
    expect(setTick(checklistTree([]), ['orders'], 'orders', true)).toEqual([]);
  });
});

describe('normaliseTicks', () => {
  it('is empty without stored ids', () => {
    expect(normaliseTicks(tree, [])).toEqual([]);
  });

  it('keeps a consistent set as it is', () => {
    expect(normaliseTicks(tree, ['orders', 'food', 'finance', 'invoices', 'pix', 'alone'])).toEqual([
      'orders',
      'food',
      'finance',
      'invoices',
      'pix',
      'alone',
    ]);
  });

  it('adds the parent of a stored child', () => {
    expect(normaliseTicks(tree, ['market'])).toEqual(['orders', 'market']);
    expect(normaliseTicks(tree, ['credits', 'pix'])).toEqual(['finance', 'credits', 'pix']);
  });

  it('drops a parent with children stored without any of them', () => {
    expect(normaliseTicks(tree, ['orders'])).toEqual([]);
    expect(normaliseTicks(tree, ['orders', 'finance', 'pix'])).toEqual(['finance', 'pix']);
  });

  it('keeps a parent without children exactly when it is stored', () => {
    expect(normaliseTicks(tree, ['alone'])).toEqual(['alone']);
    expect(normaliseTicks(tree, ['food'])).toEqual(['orders', 'food']);
  });

  it('drops unknown ids and repeats, and lists the rest in tree order', () => {
    expect(normaliseTicks(tree, ['gone', 'alone', 'pix', 'food', 'pix', 'invoices', 'finance'])).toEqual([
      'orders',
      'food',
      'finance',
      'invoices',
      'pix',
      'alone',
    ]);
    expect(normaliseTicks(tree, ['gone', 'other'])).toEqual([]);
  });

  it('holds nothing in an empty tree', () => {
    expect(normaliseTicks(checklistTree([]), ['orders', 'food'])).toEqual([]);
  });
});

describe('parentState', () => {
  it('shows a parent checked exactly when it is among the ticks', () => {
    expect(parentState(tree, ['orders', 'food'], 'orders')).toBe('checked');
    expect(parentState(tree, ['orders', 'food', 'market'], 'orders')).toBe('checked');
    expect(parentState(tree, ['alone'], 'alone')).toBe('checked');
    expect(parentState(tree, ['orders', 'food'], 'finance')).toBe('unchecked');
    expect(parentState(tree, [], 'alone')).toBe('unchecked');
  });

  it('follows the parent tick, not the children counted beside it', () => {
    expect(parentState(tree, ['food', 'market'], 'orders')).toBe('unchecked');
    expect(parentState(tree, ['finance'], 'finance')).toBe('checked');
  });

  it('shows unchecked for a child or an unknown id, even when ticked', () => {
    expect(parentState(tree, ['orders', 'food'], 'food')).toBe('unchecked');
    expect(parentState(tree, ['unknown'], 'unknown')).toBe('unchecked');
  });
});
