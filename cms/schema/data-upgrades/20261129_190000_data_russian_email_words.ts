import type { DataUpgradeArgs } from '.'

/**
 * The site's Russian texts that said "E-mail" or "email" in Latin letters, as the seed copied them
 * into the translations collection (whose texts win over the bundled ones): the old wording and the
 * Russian one that replaces it. A text staff changed since is theirs and stays.
 */
export const RUSSIAN_EMAIL_WORDS: readonly { key: string; was: string; now: string }[] = [
  { key: 'share.email', was: 'E-mail', now: 'Электронная почта' },
  { key: 'visit.co_email1', was: 'E-mail', now: 'Электронная почта' },
  { key: 'contact.email', was: 'E-mail', now: 'Электронная почта' },
  {
    key: 'validation.email',
    was: 'Укажите действительный email',
    now: 'Укажите действительный адрес электронной почты',
  },
  {
    key: 'account.emailExists',
    was: 'Ваш email уже есть в нашей базе. Пожалуйста, войдите, прежде чем продолжить',
    now: 'Ваш адрес электронной почты уже есть в нашей базе. Пожалуйста, войдите, прежде чем продолжить',
  },
]

/** Each seeded Russian text still as the seed wrote it becomes the Russian wording. */
export async function up({ payload, req }: DataUpgradeArgs): Promise<void> {
  let changed = 0
  for (const { key, was, now } of RUSSIAN_EMAIL_WORDS) {
    const { docs } = await payload.update({
      collection: 'translations',
      where: { and: [{ tr_key: { equals: key } }, { tr_ru: { equals: was } }] },
      data: { tr_ru: now },
      depth: 0,
      overrideAccess: true,
      req,
    })
    changed += docs.length
  }
  payload.logger.info(`Russian e-mail wording stored in ${changed} site texts`)
}

/** Back to the Latin wording, for the texts that still have the Russian one. */
export async function down({ payload, req }: DataUpgradeArgs): Promise<void> {
  for (const { key, was, now } of RUSSIAN_EMAIL_WORDS)
    await payload.update({
      collection: 'translations',
      where: { and: [{ tr_key: { equals: key } }, { tr_ru: { equals: now } }] },
      data: { tr_ru: was },
      depth: 0,
      overrideAccess: true,
      req,
    })
}
