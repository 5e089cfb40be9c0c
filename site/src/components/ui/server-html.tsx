type Props = { html: string; className?: string }

/**
 * A description or content page as the API serves it: HTML the server rendered from the
 * editor and reduced to an allow-list (no script, no event handler, only http(s)/mail/tel
 * links) before storing it, so it is inserted as is.
 */
export function ServerHtml({ html, className = 'prose' }: Props) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />
}
