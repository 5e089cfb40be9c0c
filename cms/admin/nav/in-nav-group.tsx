'use client'
import { getTranslation } from '@payloadcms/translations'
import { useTranslation } from '@payloadcms/ui'
import { useEffect, useState, type ReactNode } from 'react'
import { createPortal } from 'react-dom'

import { NAV_GROUPS, type NavGroup } from '../../schema/admin-settings/nav-groups'

/**
 * A link of the admin's own views (the demand, the portals, the mails…) shown inside the menu's
 * group of its task, after that group's collections. Payload renders such links after all the
 * groups, so they are moved into the group's list once it is on the page (it is folded with it);
 * where the group is not shown, the link stays where Payload put it.
 */
export function InNavGroup({ group, children }: { group: NavGroup; children: ReactNode }) {
  const { i18n } = useTranslation()
  const label = getTranslation(NAV_GROUPS[group], i18n)
  const [target, setTarget] = useState<HTMLElement | 'here' | null>(null)

  useEffect(() => {
    const content = document
      .getElementById(`nav-group-${label}`)
      ?.querySelector('.nav-group__content')
    if (!content) {
      setTarget('here')
      return
    }
    const holder = document.createElement('div')
    holder.className = 'agency-nav__in-group'
    holder.dataset.group = group
    content.appendChild(holder)
    setTarget(holder)
    return () => holder.remove()
  }, [label, group])

  if (target === null) return null
  return target === 'here' ? children : createPortal(children, target)
}
