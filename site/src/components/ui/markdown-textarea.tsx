import { useEffect, useId, useState } from 'react'

import { useTexts } from '../../i18n/texts'

type MarkdownTextareaProps = {
  label: string
  value: string
  onChange: (value: string) => void
  rows?: number
  className?: string
  /** The field's name in the form (what an assistant filling it reads). */
  name?: string
}

/**
 * The sanitised HTML of a Markdown text, or '' when there is nothing to preview. The Markdown
 * and sanitising libraries load the first time a preview is asked for, not with the page.
 */
function usePreview(markdown: string | null): string {
  const [html, setHtml] = useState('')
  useEffect(() => {
    if (markdown === null) return setHtml('')
    let current = true
    void import('./markdown-html').then(({ markdownHtml }) => {
      if (current) setHtml(markdownHtml(markdown))
    })
    return () => {
      current = false
    }
  }, [markdown])
  return html
}

/**
 * A text area that accepts Markdown, with a preview and a help panel. The help panel is in
 * French whatever the language of the page.
 */
export function MarkdownTextarea({
  label,
  value,
  onChange,
  rows = 4,
  className,
  name,
}: MarkdownTextareaProps) {
  const { t } = useTexts()
  const id = useId()
  const [mode, setMode] = useState<'write' | 'preview' | 'help'>('write')
  const html = usePreview(mode === 'preview' ? value : null)

  return (
    <div className={`field markdown-field ${className ?? ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="markdown-field__tabs" role="group" aria-label={label}>
        {(['write', 'preview', 'help'] as const).map((m) => (
          <button
            key={m}
            type="button"
            className="link-button"
            aria-pressed={mode === m}
            onClick={() => setMode(m)}
          >
            {t(`markdown.${m}`)}
          </button>
        ))}
      </div>
      {mode === 'write' && (
        <textarea
          id={id}
          name={name}
          className="input"
          rows={rows}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {mode === 'preview' && (
        <div
          className="markdown-field__preview prose"
          dangerouslySetInnerHTML={{ __html: html || '&nbsp;' }}
        />
      )}
      {mode === 'help' && (
        <div className="markdown-field__help" lang="fr">
          <p>Mise en forme possible :</p>
          <ul>
            <li>
              <code>**gras**</code> pour du texte en gras, <code>*italique*</code> pour de
              l'italique ;
            </li>
            <li>
              une ligne commençant par <code>- </code> crée une liste à puces, par <code>1. </code>{' '}
              une liste numérotée ;
            </li>
            <li>
              <code># Titre</code> crée un titre ;
            </li>
            <li>
              <code>[texte](https://adresse)</code> crée un lien ;
            </li>
            <li>une ligne vide sépare deux paragraphes.</li>
          </ul>
        </div>
      )}
    </div>
  )
}
