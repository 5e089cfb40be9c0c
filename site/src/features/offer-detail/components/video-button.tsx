import DOMPurify from 'dompurify'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { Dialog } from '../../../components/ui/dialog'

/** Opens the offer's video embed in a modal; the markup is sanitised again here, allowing only the player frame. */
export function VideoButton({ embed, title }: { embed: string; title: string }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const html = useMemo(
    () => DOMPurify.sanitize(embed, { ALLOWED_TAGS: ['iframe'], ALLOWED_ATTR: ['src', 'width', 'height', 'allow', 'allowfullscreen', 'frameborder', 'title'] }),
    [embed],
  )
  if (!html.trim()) return null
  return (
    <>
      <button type="button" className="button button--ghost" onClick={() => setOpen(true)}>
        {t('offer.video')}
      </button>
      <Dialog open={open} title={title} onClose={() => setOpen(false)} width={900}>
        <div className="video-frame" dangerouslySetInnerHTML={{ __html: html }} />
      </Dialog>
    </>
  )
}
