import { CONTACT_FLAGS } from '@contract/accounts'

import { useTexts } from '../../../i18n/texts'
import type { SessionUser } from '../../../lib/session'

/** What the client is to the agency (owner, tenant, company…), as staff recorded it. */
export function RoleBadges({ user }: { user: SessionUser }) {
  const { t } = useTexts()
  const roles = CONTACT_FLAGS.filter((flag) => Boolean(user[flag]))
  if (!roles.length) return null
  return (
    <ul className="role-badges" aria-label={t('account.roles')}>
      {roles.map((flag) => (
        <li key={flag} className={`role-badge role-badge--${flag.slice(5)}`}>
          {t(`account.role.${flag}`)}
        </li>
      ))}
    </ul>
  )
}
