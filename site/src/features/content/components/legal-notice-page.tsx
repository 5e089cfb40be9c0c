import { useSiteConfig } from '../../../api/get-site-config'

/** The legal notice is in French whatever the language. */
export function LegalNoticePage() {
  const { data: config } = useSiteConfig()
  const agency = config?.agency
  return (
    <main id="main" className="page container container--narrow prose" lang="fr">
      <h1 className="page-title">Mentions légales</h1>
      <h2>Éditeur du site</h2>
      <p>
        Le présent site est édité par {agency?.name ?? 'Belsunce Immobilier'}, agence immobilière
        {agency?.address ? `, dont le siège est situé ${agency.address}` : ''}.
        {agency?.phone ? ` Téléphone : ${agency.phone}.` : ''}
        {agency?.email ? ` Courriel : ${agency.email}.` : ''}
      </p>
      <p>Le directeur de la publication est le représentant légal de l'agence.</p>
      <h2>Hébergement</h2>
      <p>Le site est hébergé sur des serveurs exploités pour le compte de l'agence au sein de l'Union européenne.</p>
      <h2>Propriété intellectuelle</h2>
      <p>
        L'ensemble des contenus de ce site (textes, photographies, plans, logos) est la propriété de l'agence ou de ses
        mandants. Toute reproduction, représentation ou diffusion, totale ou partielle, sans autorisation écrite préalable est
        interdite.
      </p>
      <h2>Informations sur les biens</h2>
      <p>
        Les descriptions, surfaces et prix des biens présentés sont donnés à titre indicatif et n'ont pas de valeur
        contractuelle. Ils peuvent être modifiés à tout moment et sont confirmés lors de la visite ou de la signature.
      </p>
      <h2>Données personnelles</h2>
      <p>
        Les informations transmises au moyen des formulaires de contact et de demande de visite sont utilisées uniquement pour
        répondre à votre demande et assurer le suivi de la relation commerciale. Elles ne sont jamais cédées à des tiers.
        Conformément à la législation monégasque relative à la protection des données personnelles et au Règlement général sur
        la protection des données, vous disposez d'un droit d'accès, de rectification, d'effacement et
        d'opposition que vous pouvez exercer en écrivant à l'agence{agency?.email ? ` (${agency.email})` : ''}.
      </p>
      <h2>Cookies</h2>
      <p>
        Ce site n'utilise aucun cookie publicitaire ni de mesure d'audience tiers. Un cookie technique
        « belsunce_allertcookie » mémorise pendant 100 jours votre acceptation du bandeau d'information ; vos favoris et votre
        langue sont conservés dans le stockage local de votre navigateur.
      </p>
    </main>
  )
}
