import { describe, expect, it } from 'vitest'

import { harmlessAllow, PLAYER_HOSTS } from './video-embed'

describe('video embeds', () => {
  it('keeps only the harmless features of an allow list, bare and lower-cased', () => {
    expect(harmlessAllow('Autoplay; camera; encrypted-media *; microphone; fullscreen')).toBe(
      'autoplay; encrypted-media; fullscreen',
    )
    expect(harmlessAllow('camera; clipboard-write; ;')).toBe('')
    expect(harmlessAllow('')).toBe('')
  })

  it('names the players of YouTube, Vimeo and Dailymotion only', () => {
    expect(PLAYER_HOSTS).toContain('www.youtube-nocookie.com')
    expect(PLAYER_HOSTS).toContain('player.vimeo.com')
    expect(PLAYER_HOSTS).not.toContain('evil.example')
  })
})
