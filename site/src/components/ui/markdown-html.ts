import DOMPurify from 'dompurify'
import { marked } from 'marked'

/** A visitor's Markdown as HTML that is safe to show in the page. */
export const markdownHtml = (markdown: string): string =>
  DOMPurify.sanitize(marked.parse(markdown, { async: false }))
