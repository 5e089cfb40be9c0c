import { useTexts } from '../../../i18n/texts'

/** Previous / next page (1000 offers a page). */
export function Pagination({
  page,
  pages,
  onPage,
}: {
  page: number
  pages: number
  onPage: (page: number) => void
}) {
  const { t } = useTexts()
  if (pages <= 1) return null
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      <button
        type="button"
        className="button button--ghost button--small"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('pagination.previous')}
      </button>
      <span aria-current="page">{t('pagination.status', { page, pages })}</span>
      <button
        type="button"
        className="button button--ghost button--small"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('pagination.next')}
      </button>
    </nav>
  )
}
