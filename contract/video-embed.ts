/**
 * The video players an offer's embed may frame (the CMS keeps only their iframes, the site frames
 * only them, and the security policy lets pages frame them), and what such a player may ask of the
 * browser.
 */
export const PLAYER_HOSTS: readonly string[] = [
  'www.youtube.com',
  'youtube.com',
  'www.youtube-nocookie.com',
  'player.vimeo.com',
  'www.dailymotion.com',
  'geo.dailymotion.com',
]

/** Camera, microphone, sensors, clipboard and the like are left out. */
const ALLOWED_FEATURES = new Set([
  'autoplay',
  'encrypted-media',
  'picture-in-picture',
  'fullscreen',
  'web-share',
])

/** An iframe's `allow` list cut down to its harmless features, bare ("autoplay; fullscreen"); '' when none is left. */
export const harmlessAllow = (allow: string): string =>
  allow
    .split(';')
    .map((part) => part.trim().split(/\s+/)[0].toLowerCase())
    .filter((feature) => ALLOWED_FEATURES.has(feature))
    .join('; ')
