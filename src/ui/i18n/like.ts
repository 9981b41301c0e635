/**
 * What makes a catalogue a translation of the English one, checked by the type system: the same
 * keys, none missing and none extra, and in every sentence the same placeholders (`{name}`, or a
 * plural, `{name, plural, one {…} other {…}}`), in any order.
 */

/** A placeholder's name, from what stands between its braces (a plural's branches are not placeholders). */
type NameOf<Inside extends string> = Inside extends `${infer Name}, plural,${string}` ? Name : Inside extends `${string} ${string}` | `#${string}` | '' ? never : Inside;

/** The placeholders of a sentence: the names between braces. */
export type Holes<Sentence extends string> = Sentence extends `${string}{${infer Inside}}${infer Rest}` ? NameOf<Inside> | Holes<Rest> : never;

/** True when two sets of names are the same. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** A catalogue whose sentences have the English ones' placeholders; a sentence that differs names them in the error. */
type Checked<English extends Readonly<Record<string, string>>, Words extends Readonly<Record<string, string>>> = {
  readonly [K in keyof Words]: K extends keyof English ? (Same<Holes<English[K]>, Holes<Words[K]>> extends true ? Words[K] : `placeholders as in English: ${Holes<English[K]> & string}`) : never;
};

/**
 * A translation of `English` (the English catalogue's type): every key, no other, each sentence
 * with the same placeholders, or the type check fails at the sentence.
 */
export function translation<English extends Readonly<Record<string, string>>>() {
  return <const Words extends { readonly [K in keyof English]: string }>(words: Words & Checked<English, Words>): Readonly<Record<keyof English, string>> => words;
}
