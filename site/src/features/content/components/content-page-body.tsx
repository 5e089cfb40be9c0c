import type { ContentPageName } from '@contract/content-pages'

import { ServerHtml } from '../../../components/ui/server-html'
import { useContentPage } from '../api/get-content-page'

/** The part of a content page staff write in the admin; nothing while it loads or when it failed. */
export function ContentPageBody({ name, lang }: { name: ContentPageName; lang: string }) {
  const { data } = useContentPage(name, lang)
  return data?.html ? <ServerHtml html={data.html} className="content-page__body" /> : null
}
