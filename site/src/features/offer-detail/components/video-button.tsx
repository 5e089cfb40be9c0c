import { useMemo, useState } from 'react'

import { useTexts } from '../../../i18n/texts'
import { Dialog } from '../../../components/ui/dialog'
import { videoFrame } from '../lib/video-frame'

/**
 * Opens the offer's video in a modal. The embed markup was sanitised when staff saved it; here
 * only its player frame is kept, rebuilt as an element from an allowed https source.
 */
export function VideoButton({ embed, title }: { embed: string; title: string }) {
  const { t } = useTexts()
  const [open, setOpen] = useState(false)
  const frame = useMemo(() => videoFrame(embed), [embed])
  if (!frame) return null
  return (
    <>
      <button type="button" className="button button--ghost" onClick={() => setOpen(true)}>
        {t('offer.video')}
      </button>
      <Dialog open={open} title={title} onClose={() => setOpen(false)} width={900}>
        <div className="video-frame">
          <iframe
            src={frame.src}
            width={frame.width}
            height={frame.height}
            title={frame.title ?? title}
            allow={frame.allow}
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </div>
      </Dialog>
    </>
  )
}
