/** The part of a TanStack field's meta that decides whether its problem shows. */
export interface ProblemMeta<Problem> {
  isTouched: boolean;
  isDirty: boolean;
  errors: ReadonlyArray<Problem | undefined | null>;
}

/**
 * The field's first problem, translated by `text`, once it is touched or dirty (seed 000 section 5);
 * undefined while it is pristine or valid.
 */
export function shownProblem<Problem>(meta: ProblemMeta<Problem>, text: (problem: Problem) => string): string | undefined {
  if (!meta.isTouched && !meta.isDirty) return undefined;
  const problem = meta.errors.find((error): error is Problem => error !== undefined && error !== null);
  return problem === undefined ? undefined : text(problem);
}

/**
 * TanStack form-level validator answer: the field problems, or undefined when the form is valid
 * (an empty `fields` object would still count as an error for TanStack's bookkeeping).
 */
export function asFieldErrors<Problems extends object>(problems: Problems): { fields: Problems } | undefined {
  return Object.keys(problems).length > 0 ? { fields: problems } : undefined;
}
