// The two-level permission checklist of the role dialog (seed 000 §5): pure rules over ids.

/** A checklist parent and the ids of its children (none for a parent that stands alone). */
export interface ChecklistParent {
  id: string;
  childIds: readonly string[];
}

/** The shape of the checklist: its parents in order, and each child's parent. */
export interface ChecklistTree {
  parents: readonly ChecklistParent[];
  parentOf: ReadonlyMap<string, string>;
}

/** The catalogue as the server answers it: parents with their children (only ids matter here). */
export interface CatalogueNode {
  id: string;
  children: readonly { id: string }[];
}

/** The tree of a permission catalogue. */
export function checklistTree(catalogue: readonly CatalogueNode[]): ChecklistTree {
  const parentOf = new Map<string, string>();
  const parents = catalogue.map((parent) => {
    for (const child of parent.children) parentOf.set(child.id, parent.id);
    return { id: parent.id, childIds: parent.children.map((child) => child.id) };
  });
  return { parents, parentOf };
}

function parentById(tree: ChecklistTree, id: string): ChecklistParent | undefined {
  return tree.parents.find((parent) => parent.id === id);
}

/** True when `id` is a parent of the tree. */
export function isParent(tree: ChecklistTree, id: string): boolean {
  return parentById(tree, id) !== undefined;
}

/** True when `id` is a child of the tree. */
export function isChild(tree: ChecklistTree, id: string): boolean {
  return tree.parentOf.has(id);
}

/**
 * The ticks after ticking (`on`) or unticking `id`:
 * - a parent takes all its children with it, ticked or unticked;
 * - ticking a child ticks its parent; unticking the last ticked child unticks the parent.
 * An id outside the tree changes nothing. The order of the result follows the tree.
 */
export function setTick(tree: ChecklistTree, ticked: readonly string[], id: string, on: boolean): string[] {
  const next = new Set(ticked);
  const parent = parentById(tree, id);
  if (parent) {
    for (const target of [parent.id, ...parent.childIds]) {
      if (on) next.add(target);
      else next.delete(target);
    }
    return ordered(tree, next);
  }
  const parentId = tree.parentOf.get(id);
  if (parentId === undefined) return ordered(tree, next);
  if (on) {
    next.add(id);
    next.add(parentId);
  } else {
    next.delete(id);
    const siblings = parentById(tree, parentId)?.childIds ?? [];
    if (!siblings.some((sibling) => next.has(sibling))) next.delete(parentId);
  }
  return ordered(tree, next);
}

/**
 * A role's stored permission ids made consistent with the checklist: unknown ids dropped, and a
 * parent with children ticked exactly when one of its children is.
 */
export function normaliseTicks(tree: ChecklistTree, ids: readonly string[]): string[] {
  const held = new Set(ids);
  const next = new Set<string>();
  for (const parent of tree.parents) {
    const children = parent.childIds.filter((child) => held.has(child));
    children.forEach((child) => next.add(child));
    if (parent.childIds.length === 0 ? held.has(parent.id) : children.length > 0) next.add(parent.id);
  }
  return ordered(tree, next);
}

function ordered(tree: ChecklistTree, ids: ReadonlySet<string>): string[] {
  return tree.parents.flatMap((parent) => [parent.id, ...parent.childIds]).filter((id) => ids.has(id));
}

/**
 * Whether a parent's box shows ticked: exactly when the parent is among the ticks. A child ticked
 * ticks its parent (seed 000 section 4), and the saved role holds the parent, so the box says so
 * in full; how many of its children are ticked is counted beside it.
 */
export function parentState(tree: ChecklistTree, ticked: readonly string[], parentId: string): 'checked' | 'unchecked' {
  return isParent(tree, parentId) && ticked.includes(parentId) ? 'checked' : 'unchecked';
}
