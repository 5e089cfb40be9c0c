import { useTexts } from '../../i18n/texts'

/** The body of the 'missing fields' dialog: 'Vous devez remplir les champs' and the list of field names. */
export function MissingFields({ labels }: { labels: string[] }) {
  const { t } = useTexts()
  return (
    <>
      <p>{t('form.missingFields')}</p>
      <ul className="missing-list">
        {labels.map((l) => (
          <li key={l}>{l}</li>
        ))}
      </ul>
    </>
  )
}
