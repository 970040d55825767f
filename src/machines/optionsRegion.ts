/**
 * A region of a screen machine that reads the options of a filter or a menu once, for callers the
 * guard `isStaff` lets through: `checking` → `none` (not offered), or `loading` (the actor `src`)
 * → `ready` (its output given to the action `store` as `{ options }`) or `failed` (the view says
 * so and offers what it can). The order history's companies and the help desk's companies and
 * staff are such regions. Curried so that the options' type is named and the names are inferred
 * as the literals the machine's types check.
 * @example states: { companies: optionsRegion<CompanyChoice[]>()('listCompanies', 'storeCompanies') }
 */
export function optionsRegion<Options>() {
  return <const Src extends string, const Store extends string>(src: Src, store: Store) => ({
    initial: 'checking' as const,
    states: {
      checking: { always: [{ guard: 'isStaff' as const, target: 'loading' as const }, { target: 'none' as const }] },
      none: {},
      loading: {
        invoke: {
          id: src,
          src,
          onDone: { target: 'ready' as const, actions: { type: store, params: ({ event }: { event: { output: Options } }) => ({ options: event.output }) } },
          onError: { target: 'failed' as const },
        },
      },
      ready: {},
      failed: {},
    },
  });
}
