import { describe, expect, it } from 'vitest'
import { REPLY_MAX_LENGTH } from '@contract/message-reply'

import en from '../../../i18n/locales/en.json'
import fr from '../../../i18n/locales/fr.json'
import { replyProblem } from './reply-problem'

const texts = { en, fr } as Record<string, Record<string, string>>

describe('a reply checked before it is sent', () => {
  it('refuses nothing written and a text longer than the server takes, as the server trims it', () => {
    expect(replyProblem('')).toBe('account.reply.required')
    expect(replyProblem(' \n\t ')).toBe('account.reply.required')
    expect(replyProblem('x'.repeat(REPLY_MAX_LENGTH + 1))).toBe('account.reply.tooLong')
    expect(replyProblem(` ${'x'.repeat(REPLY_MAX_LENGTH)} `)).toBeNull()
    expect(replyProblem('Mardi me convient')).toBeNull()
  })

  it('says so in the client’s language', () => {
    expect(texts.fr[replyProblem('')!]).toBe("Écrivez votre réponse avant de l'envoyer")
    expect(texts.en['account.reply.tooLong']).toContain('{{max}}')
  })
})
