import type { Language } from '@contract/languages'

/** The fixed words of every mail's frame, in the recipient's language. */
export type LayoutText = { regards: string; team: string; phone: string; website: string }

export const LAYOUT_TEXT: Record<Language, LayoutText> = {
  fr: { regards: 'Bien cordialement,', team: 'L’équipe {agency}', phone: 'Tél.', website: 'Site' },
  en: { regards: 'Kind regards,', team: 'The {agency} team', phone: 'Phone', website: 'Website' },
  sp: {
    regards: 'Atentamente,',
    team: 'El equipo de {agency}',
    phone: 'Tel.',
    website: 'Sitio web',
  },
  ru: { regards: 'С уважением,', team: 'Команда {agency}', phone: 'Тел.', website: 'Сайт' },
  it: { regards: 'Cordiali saluti,', team: 'Il team di {agency}', phone: 'Tel.', website: 'Sito' },
}
