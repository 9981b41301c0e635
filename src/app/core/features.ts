import type { Apis } from './apis';
import { breathe } from './breathe';
import type { AppContext } from './context';

/** A feature's name: its api's name in `Apis`. */
export type Name = keyof Apis;

/**
 * A feature of the app, as boardgame.io lists its plugins: a name, what it needs (other
 * features' apis, by name), and `wire`, which takes the one context and those apis and returns
 * its own api. Every feature has this shape and is listed once (src/app/features.ts); `compose`
 * orders the list by what each needs, so no feature knows where it stands in it.
 */
export interface Feature<N extends Name = Name> {
  readonly name: N;
  readonly needs: readonly Name[];
  readonly wire: (ctx: AppContext, deps: Partial<Apis>) => Apis[N];
}

/**
 * Declares a feature from its wiring function, `(ctx) => api`: it is given the context and, by
 * name, the apis it needs, typed to exactly those (a need the function does not declare is a type
 * error at the list).
 */
export function feature<N extends Name, D extends Name = never>(name: N, needs: readonly D[], wire: (ctx: AppContext & Pick<Apis, D>) => Apis[N]): Feature<N> {
  return { name, needs, wire: (ctx, deps) => wire({ ...ctx, ...(deps as Pick<Apis, D>) }) };
}

/**
 * The features in the order to wire them: each after all it needs, and otherwise as listed.
 * Refused, with the names: a feature listed twice, a need that no feature gives, a cycle.
 */
export function order(features: readonly Feature[]): Feature[] {
  const given = new Set<Name>();
  for (const { name } of features) {
    if (given.has(name)) throw new Error(`the feature ${name} is listed twice`);
    given.add(name);
  }
  for (const { name, needs } of features) for (const need of needs) if (!given.has(need)) throw new Error(`the feature ${name} needs ${need}, which no feature gives`);
  const wired = new Set<Name>();
  const ordered: Feature[] = [];
  while (ordered.length < features.length) {
    const next = features.find(({ name, needs }) => !wired.has(name) && needs.every((need) => wired.has(need)));
    if (!next) throw new Error(`the features ${features.filter(({ name }) => !wired.has(name)).map(({ name }) => name).join(', ')} need each other`);
    ordered.push(next);
    wired.add(next.name);
  }
  return ordered;
}

/**
 * Wires the features in order (`order`), each given the apis of those before it that it needs;
 * the thread is given back whenever a run of wiring has taken `sliceMs`, so that no task is long
 * (input meanwhile waits for play to be wired: start/early.ts).
 */
export async function compose(features: readonly Feature[], ctx: AppContext, pause: () => Promise<void> = breathe, sliceMs = 8): Promise<Partial<Apis>> {
  const apis: Partial<Record<Name, unknown>> = {};
  let since = performance.now();
  for (const one of order(features)) {
    const needs: Partial<Record<Name, unknown>> = {};
    for (const need of one.needs) needs[need] = apis[need];
    apis[one.name] = one.wire(ctx, needs as Partial<Apis>);
    if (performance.now() - since < sliceMs) continue;
    await pause();
    since = performance.now();
  }
  return apis as Partial<Apis>;
}
