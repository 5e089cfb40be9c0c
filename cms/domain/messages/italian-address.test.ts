import { describe, expect, it } from 'vitest'
import { informalItalianWords, lowerCaseCourtesyWords } from '@contract/italian-address'

import { it as italian } from './it'

type Tree = { readonly [key: string]: string | Tree }

/** Every sentence of a tree with its dotted path. */
const sentences = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : sentences(value, `${prefix}${key}.`),
  )

describe('the server’s Italian messages', () => {
  const all = sentences(italian)

  it('address clients formally in mails, acknowledgements and the offer sheet, never as "tu" or "voi"', () => {
    const informal = all
      .map(([key, text]) => [key, informalItalianWords(text)] as const)
      .filter(([, found]) => found.length)
    expect(informal).toEqual([])
  })

  it('write "Lei", "Suo", "Sua" with a capital, as the site does', () => {
    const lowerCase = all
      .map(([key, text]) => [key, lowerCaseCourtesyWords(text)] as const)
      .filter(([, found]) => found.length)
    expect(lowerCase).toEqual([])
    const formal = all.filter(([, text]) => /\b(Suo|Sua|Suoi|Sue|Lei)\b/.test(text))
    expect(formal.length).toBeGreaterThan(40)
  })

  it('name the action of a mail’s buttons in the infinitive', () => {
    const buttons = [
      italian.visitAck.followAction,
      italian.invitation.action,
      italian.password.action,
      italian.verification.action,
      italian.visitReply.seeArea,
      italian.alertConfirm.action,
      italian.alert.see,
      italian.alert.unsubscribe,
    ]
    expect(buttons.filter((text) => !/^(Non )?\p{L}+(are|ere|ire)\b/u.test(text))).toEqual([])
  })
})
