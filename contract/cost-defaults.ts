import type { CostSettings } from './purchase-cost'

/**
 * The rates the cost estimate starts from until staff save their own (the sources are named in
 * docs/architecture.md): Monaco's registration duty of 4.75 % in a personal name and 10 % through a
 * non-transparent or foreign company, plus about 1.5 % of notary fees; French "frais de notaire"
 * of about 7.5 % for an existing property and 2.5 % for a new one; a 20-year loan at 3.5 % with
 * 20 % put down.
 */
export const DEFAULT_COST_SETTINGS: CostSettings = {
  date: '2026-11-23',
  source:
    'Monaco : loi n° 1.548 du 6 juillet 2023, droit de mutation de 4,75 % en nom propre depuis le 1er ' +
    'octobre 2023 et de 10 % par une société opaque ou étrangère, frais de notaire d’environ 1,5 %. France ' +
    ': Notaires de France et service-public.fr, frais de notaire de 7 à 8 % dans l’ancien et de 2 à 3 ' +
    '% dans le neuf. Prêt : hypothèse de l’agence.',
  monaco: { personal: 4.75, company: 10, notary: 1.5 },
  france: { existing: 7.5, new: 2.5 },
  mortgage: { rate: 3.5, years: 20, deposit_percent: 20 },
}
