import sanitizeHtml from 'sanitize-html'

const allowedHosts = [
  'www.youtube.com',
  'youtube.com',
  'www.youtube-nocookie.com',
  'player.vimeo.com',
  'www.dailymotion.com',
  'geo.dailymotion.com',
]

/** What a video player may ask of the browser; camera, microphone, sensors, clipboard and the like are dropped. */
const ALLOWED_FEATURES = new Set([
  'autoplay',
  'encrypted-media',
  'picture-in-picture',
  'fullscreen',
  'web-share',
])

const safeAllow = (allow: string): string =>
  allow
    .split(';')
    .map((part) => part.trim())
    .filter((part) => ALLOWED_FEATURES.has(part.split(/\s+/)[0].toLowerCase()))
    .map((part) => part.split(/\s+/)[0].toLowerCase())
    .join('; ')

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
    allowedIframeHostnames: allowedHosts,
    allowProtocolRelative: false,
    exclusiveFilter: (frame) => frame.tag === 'iframe' && !frame.attribs.src,
    transformTags: {
      iframe: (tagName, attribs) => {
        const { allow, ...rest } = attribs
        const kept = allow ? safeAllow(allow) : ''
        return { tagName, attribs: kept ? { ...rest, allow: kept } : rest }
      },
    },
  })
  return clean.trim()
}
