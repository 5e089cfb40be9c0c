import { ContentPageBody } from './content-page-body'

/** The legal notice is in French whatever the language. */
export function LegalNoticePage() {
  return (
    <main id="main" className="page container container--narrow prose" lang="fr">
      <h1 className="page-title">Mentions légales</h1>
      <ContentPageBody name="legal" lang="fr" />
    </main>
  )
}
