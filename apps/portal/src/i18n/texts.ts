/** A complete translation of a catalogue: every key of its English, each a string. */
export type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };
/** A partial translation: missing keys fall back to English. */
export type PartialTexts<T> = { [K in keyof T]?: T[K] extends string ? string : PartialTexts<T[K]> };
