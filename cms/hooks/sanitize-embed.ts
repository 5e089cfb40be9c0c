import sanitizeHtml from 'sanitize-html'

const allowedHosts = ['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com', 'www.dailymotion.com', 'geo.dailymotion.com']

/**
 * Video embed markup pasted by staff: only iframes from YouTube, Vimeo and Dailymotion survive,
 * with their https source and a few harmless attributes.
 */
export function sanitizeEmbed(markup: unknown): string {
  if (typeof markup !== 'string' || !markup.trim()) return ''
  const clean = sanitizeHtml(markup, {
    allowedTags: ['iframe'],
    allowedAttributes: { iframe: ['src', 'width', 'height', 'title', 'allow', 'allowfullscreen', 'frameborder', 'loading', 'referrerpolicy'] },
    allowedSchemes: ['https'],
    allowedSchemesAppliedToAttributes: ['src'],
    allowedIframeHostnames: allowedHosts,
    allowProtocolRelative: false,
    exclusiveFilter: (frame) => frame.tag === 'iframe' && !frame.attribs.src,
  })
  return clean.trim()
}
