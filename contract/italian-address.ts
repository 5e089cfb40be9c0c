/**
 * How the Italian texts address the people who read them: formally, with "Lei" (third person
 * singular: "Inserisca", "la Sua password", "Le invieremo"), as an agency of this standing does.
 * Buttons and links name their action in the infinitive ("Accedere", "Inviare la richiesta").
 * The site's texts and the server's messages are both held to it by their tests.
 */

/**
 * Words that speak to the reader as "tu" (one person, informally): the pronouns and possessives,
 * the verb forms of "tu" the texts would use, and imperatives of "tu" that differ from the formal
 * ones ("accedi" where "acceda" is meant, "contattaci" where "ci contatti" is).
 */
// prettier-ignore
const TU = [
  'tu', 'ti', 'te', 'tuo', 'tua', 'tuoi', 'tue',
  'hai', 'sei', 'puoi', 'vuoi', 'devi', 'sai', 'vai',
  'avrai', 'sarai', 'potrai', 'dovrai', 'riceverai', 'troverai',
  'accedi', 'inserisci', 'scegli', 'ricevi', 'scrivi', 'vedi', 'chiudi', 'aggiungi', 'rimuovi',
  'apri', 'metti', 'togli', 'esci', 'segui', 'ingrandisci', 'condividi',
  'contattaci', 'seguici', 'scrivici', 'chiamaci', 'avvisami', 'inviami', 'eliminalo', 'creane',
]

/** Words that speak to the readers as "voi" (several people): pronouns, possessives, verb forms. */
// prettier-ignore
const VOI = [
  'voi', 'vi', 'vostro', 'vostra', 'vostri', 'vostre',
  'avete', 'siete', 'potete', 'volete', 'dovete', 'sapete',
  'avrete', 'sarete', 'potrete', 'riceverete', 'troverete',
  'accedete', 'inserite', 'scegliete', 'ricevete', 'scrivete', 'vedete', 'chiudete',
  'contattateci', 'lasciateci', 'diteci', 'scriveteci', 'chiedeteci', 'inviatemi', 'avvisateci',
]

const INFORMAL = new Set([...TU, ...VOI])

/** The formal words that are written with a capital when they stand for the reader. */
const COURTESY = new Set(['lei', 'suo', 'sua', 'suoi', 'sue'])

/** A text's words, its `{{slots}}` and `{slots}` left out; an apostrophe ends a word ("l'avviso"). */
const words = (text: string): string[] =>
  text
    .replace(/\{\{?\w+\}\}?/g, ' ')
    .split(/[^\p{L}]+/u)
    .filter(Boolean)

/** The words of an Italian text that address the reader as "tu" or "voi" instead of "Lei". */
export const informalItalianWords = (text: string): string[] =>
  words(text).filter((word) => INFORMAL.has(word.toLowerCase()))

/**
 * "lei", "suo", "sua", "suoi", "sue" written in lower case. Meaning the reader, they take a capital
 * ("la Sua richiesta"); in lower case they can only mean someone or something else ("l'indirizzo
 * della sua pagina", of an offer), which a text naming them says.
 */
export const lowerCaseCourtesyWords = (text: string): string[] =>
  words(text).filter((word) => COURTESY.has(word))
