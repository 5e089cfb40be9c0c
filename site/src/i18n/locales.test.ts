import { describe, expect, it } from 'vitest'

import en from './locales/en.json'
import fr from './locales/fr.json'
import itLocale from './locales/it.json'
import ru from './locales/ru.json'
import sp from './locales/sp.json'
import { tradsByLanguage } from './merge-trads'

const locales = { en, fr, sp, ru, it: itLocale } as Record<string, Record<string, string>>

describe('bundled texts', () => {
  it('has every key in every language, none empty', () => {
    const keys = Object.keys(en).sort()
    for (const [lang, texts] of Object.entries(locales)) {
      const own = Object.keys(texts).filter((k) => !/_(few|many)$/.test(k))
      expect(own.sort(), lang).toEqual(keys)
      for (const k of own) expect(texts[k].trim(), `${lang} ${k}`).not.toBe('')
    }
  })

  it('holds the French texts of the specification exactly', () => {
    const exact = [
      'Aucune offre ne correspond à votre recherche',
      'Vous devez remplir les champs',
      "Une erreur est survenue, votre message n'a pas pu être envoyé",
      'Votre message a bien été envoyé',
      'Confirmation',
      'Aperçu — non publié',
      'Erreur',
      'Obligatoire',
      'Indiquer un nombre',
      'Indiquer un entier',
      'Indiquer un email valide',
      'Erreur de connexion',
      'Un problème est survenu. Votre identifiant ou votre mot de passe est incorrect.',
      'Erreur!!!',
      'Vous êtes connecté',
      "Nous n'avons pas pu retrouver votre identifiant",
      'Erreur de challenge',
      'Vous devez choisir un mot de passe',
      'les mots de passe doivent être identiques',
      'Votre email existe déjà dans notre base de données. Merci de vous connecter avant de continuer',
      'Votre compte a bien été créé',
    ]
    const values = Object.values(fr)
    for (const text of exact) expect(values, text).toContain(text)
  })

  it('keeps the spec status labels in English', () => {
    expect([
      en['status.waiting'],
      en['status.in_progress'],
      en['status.accepted'],
      en['status.refused'],
    ]).toEqual(['Pending', 'Being processed', 'Accepted by the owner', 'Refused by the owner'])
  })
})

describe('translations from GET /trads', () => {
  it('groups non-empty texts by language', () => {
    expect(
      tradsByLanguage([
        {
          tr_key: 'contact.title',
          tr_fr: 'Écrivez-nous',
          tr_en: 'Write to us',
          tr_sp: '',
          tr_ru: null,
        },
        { tr_key: '', tr_fr: 'ignored' },
      ]),
    ).toEqual({
      fr: { 'contact.title': 'Écrivez-nous' },
      en: { 'contact.title': 'Write to us' },
      sp: {},
      ru: {},
      it: {},
    })
  })
})
