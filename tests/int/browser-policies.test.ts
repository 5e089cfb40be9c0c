import { describe, expect, it } from 'vitest'

import { sanitizeEmbed } from '@cms/domain/rich-text/sanitize-embed'
import { useServer } from '../helpers/server'

const running = useServer()

describe("the site's browser policies", () => {
  it('let pages open sockets to their own origin only', async () => {
    for (const path of ['/', '/web/1.0/items']) {
      const csp =
        (await fetch(`${running.url}${path}`)).headers.get('content-security-policy') ?? ''
      const connect = /connect-src ([^;]*)/.exec(csp)?.[1]
      expect(connect, path).toBe("'self'")
    }
  })

  it('turn off the powerful features no page uses', async () => {
    const policy = (await fetch(`${running.url}/`)).headers.get('permissions-policy') ?? ''
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()'])
      expect(policy).toContain(feature)
  })
})

describe('video embeds', () => {
  it("keep only a player's harmless features in allow", () => {
    const clean = sanitizeEmbed(
      '<iframe src="https://www.youtube.com/embed/x" allow="accelerometer; autoplay; camera; microphone; ' +
        'clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen; geolocation"></iframe>',
    )
    const allow = /allow="([^"]*)"/.exec(clean)?.[1]
    expect(allow).toBe('autoplay; encrypted-media; picture-in-picture; fullscreen')
    expect(
      sanitizeEmbed(
        '<iframe src="https://player.vimeo.com/video/1" allow="camera; microphone"></iframe>',
      ),
    ).not.toContain('allow=')
  })
})
