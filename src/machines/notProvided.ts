/**
 * The body of an actor a machine declares and its container must provide (`machine.provide()`):
 * running it unprovided fails at once, naming the machine and the actor.
 * @example fetchPage: fromPromise<ListPage<Row>, ListQuery>(() => notProvided('listPagingMachine', 'fetchPage')),
 */
export function notProvided(machine: string, actor: string): never {
  throw new Error(`${machine}: provide the actor "${actor}" with machine.provide()`);
}
