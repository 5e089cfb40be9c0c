import sanitizeHtml from 'sanitize-html'
import { harmlessAllow, PLAYER_HOSTS } from '@contract/video-embed'

/**
 * Video embed markup pasted by staff: only iframes from YouTube, Vimeo and Dailymotion survive,
 * with their https source, a few harmless attributes and only harmless `allow` features.
 */
export function sanitizeEmbed(markup: unknown): string {
  if (typeof markup !== 'string' || !markup.trim()) return ''
  const clean = sanitizeHtml(markup, {
    allowedTags: ['iframe'],
    allowedAttributes: {
      iframe: [
        'src',
        'width',
        'height',
        'title',
        'allow',
        'allowfullscreen',
        'frameborder',
        'loading',
        'referrerpolicy',
      ],
    },
    allowedSchemes: ['https'],
    allowedSchemesAppliedToAttributes: ['src'],
    allowedIframeHostnames: [...PLAYER_HOSTS],
    allowProtocolRelative: false,
    exclusiveFilter: (frame) => frame.tag === 'iframe' && !frame.attribs.src,
    transformTags: {
      iframe: (tagName, attribs) => {
        const { allow, ...rest } = attribs
        const kept = allow ? harmlessAllow(allow) : ''
        return { tagName, attribs: kept ? { ...rest, allow: kept } : rest }
      },
    },
  })
  return clean.trim()
}
