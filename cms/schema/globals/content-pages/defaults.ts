import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { ContentPageName } from '@contract/content-pages'
import { LANGUAGES, type Language } from '@contract/languages'

import type { Env } from '../../../env'
import {
  headingNode,
  lexicalState,
  paragraphNode,
  type LexicalState,
} from '../../../domain/rich-text/lexical-state'

const LOCALE_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../site/src/i18n/locales',
)
const PARTNER_KINDS = ['notaries', 'banks', 'relocation', 'works', 'insurance'] as const

/** The site's bundled texts of one language, where the agency and partners pages were first written. */
const siteTexts = (lang: Language): Record<string, string> =>
  JSON.parse(fs.readFileSync(path.join(LOCALE_DIR, `${lang}.json`), 'utf8')) as Record<
    string,
    string
  >

function agency(t: Record<string, string>): LexicalState {
  return lexicalState([
    paragraphNode(t['agency.lead']),
    ...(['sale', 'rent', 'manage'] as const).flatMap((k) => [
      headingNode('h2', t[`agency.${k}Title`]),
      paragraphNode(t[`agency.${k}Text`]),
    ]),
  ])
}

function partners(t: Record<string, string>): LexicalState {
  return lexicalState([
    paragraphNode(t['partners.lead']),
    ...PARTNER_KINDS.flatMap((k) => [
      headingNode('h2', t[`partners.${k}.title`]),
      paragraphNode(t[`partners.${k}.text`]),
    ]),
  ])
}

/** The legal notice is French law's text, in French only; the agency's details come from the configuration. */
function legal(
  e: Pick<Env, 'AGENCY_NAME' | 'AGENCY_ADDRESS' | 'AGENCY_PHONE' | 'AGENCY_EMAIL'>,
): LexicalState {
  const section = (title: string, ...texts: string[]) => [
    headingNode('h2', title),
    ...texts.map(paragraphNode),
  ]
  return lexicalState([
    ...section(
      'Éditeur du site',
      `Le présent site est édité par ${e.AGENCY_NAME}, agence immobilière, dont le siège est situé ${e.AGENCY_ADDRESS}. ` +
        `Téléphone : ${e.AGENCY_PHONE}. Courriel : ${e.AGENCY_EMAIL}.`,
      "Le directeur de la publication est le représentant légal de l'agence.",
    ),
    ...section(
      'Hébergement',
      "Le site est hébergé sur des serveurs exploités pour le compte de l'agence au sein de l'Union européenne.",
    ),
    ...section(
      'Propriété intellectuelle',
      "L'ensemble des contenus de ce site (textes, photographies, plans, logos) est la propriété de l'agence " +
        'ou de ses mandants. Toute reproduction, représentation ou diffusion, totale ou partielle, sans autorisation ' +
        'écrite préalable est interdite.',
    ),
    ...section(
      'Informations sur les biens',
      "Les descriptions, surfaces et prix des biens présentés sont donnés à titre indicatif et n'ont pas " +
        'de valeur contractuelle. Ils peuvent être modifiés à tout moment et sont confirmés lors de la visite ' +
        'ou de la signature.',
    ),
    ...section(
      'Données personnelles',
      `Les informations transmises au moyen des formulaires de contact et de demande de visite sont utilisées ` +
        `uniquement pour répondre à votre demande et assurer le suivi de la relation commerciale. Elles ne ` +
        `sont jamais cédées à des tiers. Conformément à la législation monégasque relative à la protection ` +
        `des données personnelles et au Règlement général sur la protection des données, vous disposez d'un ` +
        `droit d'accès, de rectification, d'effacement et d'opposition que vous pouvez exercer en écrivant ` +
        `à l'agence (${e.AGENCY_EMAIL}).`,
      'Si vous avez un compte client, vous pouvez aussi exercer ces droits vous-même depuis votre espace ' +
        "client : télécharger à tout moment l'ensemble des données que l'agence conserve à votre sujet, et " +
        "supprimer votre compte. L'agence ne garde alors de vos demandes de visite et de vos messages que " +
        'leur date et le bien concerné, sans votre nom ni vos coordonnées.',
    ),
    ...section(
      'Cookies',
      "Ce site n'utilise aucun cookie publicitaire ni de mesure d'audience tiers. Un cookie technique « " +
        "belsunce_allertcookie » mémorise pendant 100 jours votre acceptation du bandeau d'information ; " +
        'vos favoris et votre langue sont conservés dans le stockage local de votre navigateur.',
    ),
  ])
}

/** The first version of every content page, in every language (the legal notice in French). */
export function defaultContentPages(
  e: Parameters<typeof legal>[0],
): Record<ContentPageName, Partial<Record<Language, LexicalState>>> {
  const texts = Object.fromEntries(LANGUAGES.map((l) => [l, siteTexts(l)])) as Record<
    Language,
    Record<string, string>
  >
  return {
    agency: Object.fromEntries(LANGUAGES.map((l) => [l, agency(texts[l])])),
    partners: Object.fromEntries(LANGUAGES.map((l) => [l, partners(texts[l])])),
    legal: { fr: legal(e) },
  }
}
