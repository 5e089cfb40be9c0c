import { ContentPageBody } from './content-page-body'
import { PersonalDataSection } from './personal-data-section'

/**
 * The legal notice is in French whatever the language; its section on personal data, which states
 * the retention period in force, is in the visitor's language.
 */
export function LegalNoticePage() {
  return (
    <main id="main" className="page container container--narrow prose" lang="fr">
      <h1 className="page-title">Mentions légales</h1>
      <ContentPageBody name="legal" lang="fr" />
      <PersonalDataSection />
    </main>
  )
}
