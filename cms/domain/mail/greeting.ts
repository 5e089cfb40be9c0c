import type { Language } from '@contract/languages'

import { t } from '../messages'

/** "Bonjour Anna," or, without a name, "Bonjour,": the first line of a mail to a client. */
export const greeting = (lang: Language, firstname: string): string =>
  firstname ? `${t(lang, 'greeting.hello')} ${firstname},` : `${t(lang, 'greeting.hello')},`
