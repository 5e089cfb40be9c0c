import type { fr } from './fr'

/** French's tree with every sentence widened to a string: the shape a language's table has. */
type Sentences<T> = { readonly [K in keyof T]: T[K] extends string ? string : Sentences<T[K]> }

/** The French reference as written, each sentence with its literal type. */
export type French = typeof fr

/** What every other language writes: French's keys, without the agency's own (always French) words. */
export type Messages = Sentences<Omit<French, 'agency'>>

/** `'layout.regards'`, `'password.subject.reset'`: the dotted path of every sentence of a tree. */
type Paths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Paths<T[K]>}`
}[keyof T & string]

export type MessageKey = Paths<French>

/** The French sentence at a dotted path. */
export type FrenchAt<P extends string, T = French> = P extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? FrenchAt<Rest, T[Head]>
    : never
  : P extends keyof T
    ? T[P]
    : never

/** The names of a sentence's `{slots}`. */
export type Slots<S> = S extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Slots<Rest>
  : never

export type SlotValues<K extends MessageKey> = Record<Slots<FrenchAt<K>>, string | number>

/** A sentence with slots takes their values; one without takes none. */
export type ValuesArg<K extends MessageKey> = [Slots<FrenchAt<K>>] extends [never]
  ? []
  : [values: SlotValues<K>]
