import { describe, expect, it } from 'vitest'

import { videoFrame } from './video-frame'

describe('videoFrame', () => {
  it("keeps an allowed player's https source, size, title and harmless features", () => {
    const frame = videoFrame(
      '<iframe width="560" height="315" src="https://www.youtube.com/embed/abc?si=1&amp;t=2"' +
        ' title="Tour" allow="autoplay; camera; fullscreen" allowfullscreen></iframe>',
    )
    expect(frame).toEqual({
      src: 'https://www.youtube.com/embed/abc?si=1&t=2',
      width: '560',
      height: '315',
      title: 'Tour',
      allow: 'autoplay; fullscreen',
    })
  })

  it('refuses other hosts, other schemes and markup without a frame', () => {
    expect(videoFrame('<iframe src="https://evil.example/embed"></iframe>')).toBeNull()
    expect(videoFrame('<iframe src="http://www.youtube.com/embed/abc"></iframe>')).toBeNull()
    expect(videoFrame('<iframe src="javascript:alert(1)"></iframe>')).toBeNull()
    expect(videoFrame('<script>alert(1)</script>')).toBeNull()
    expect(videoFrame('')).toBeNull()
  })

  it('drops a size that is not a plain number', () => {
    expect(
      videoFrame(
        '<iframe src="https://player.vimeo.com/video/1" width="100;x" height="50%"></iframe>',
      ),
    ).toEqual({
      src: 'https://player.vimeo.com/video/1',
      width: undefined,
      height: '50%',
      title: undefined,
      allow: undefined,
    })
  })
})
