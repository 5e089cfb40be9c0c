import { useTexts } from '../../i18n/texts'

/** A field filled but refused, named with the message shown under it. */
export type WrongField = { label: string; message: string }

/**
 * The body of the 'missing fields' dialog: 'Vous devez remplir les champs' and the list of field
 * names; with `wrong`, the fields filled but refused too, each with its message.
 */
export function MissingFields({ labels, wrong = [] }: { labels: string[]; wrong?: WrongField[] }) {
  const { t } = useTexts()
  return (
    <>
      {labels.length > 0 && (
        <>
          <p>{t('form.missingFields')}</p>
          <ul className="missing-list">
            {labels.map((l) => (
              <li key={l}>{l}</li>
            ))}
          </ul>
        </>
      )}
      {wrong.length > 0 && (
        <>
          <p>{t('form.checkFields')}</p>
          <ul className="missing-list">
            {wrong.map((w) => (
              <li key={w.label}>
                {t('form.fieldProblem', { label: w.label, message: w.message })}
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  )
}
