import { useLanguage } from '../../../i18n/texts'
import { localLabel, type Service } from '../../../api/get-items'
import { LineIcon } from '../../../components/line-icon'

// Simple line pictograms for the common service codes; any other shows a neutral mark.
const GLYPHS: Record<string, string> = {
  pool: 'M3 17c2 0 2-1.5 4.5-1.5S9.5 17 12 17s2.5-1.5 4.5-1.5S19 17 21 17M7 14V5a2 2 0 0 1 4 0M13 14V5a2 2 0 0 1 4 0M7 9h10',
  parking: 'M6 21V3h7a5 5 0 0 1 0 10H6',
  garage: 'M3 21V9l9-6 9 6v12M7 21v-8h10v8',
  concierge: 'M4 18h16M6 18a6 6 0 0 1 12 0M12 8v4M10 6h4',
  elevator: 'M6 3h12v18H6zM10 9l2-2 2 2M10 15l2 2 2-2',
  lift: 'M6 3h12v18H6zM10 9l2-2 2 2M10 15l2 2 2-2',
  terrace: 'M3 21h18M5 21V11h14v10M12 3v8M8 7h8',
  sea_view: 'M2 16c3 0 3-2 5-2s2 2 5 2 3-2 5-2 2 2 5 2M12 4v6M9 7h6',
  air_conditioning: 'M12 3v18M4.2 7.5l15.6 9M4.2 16.5l15.6-9',
  cellar: 'M4 21V10l8-5 8 5v11M9 21v-6h6v6',
  gym: 'M6 8v8M18 8v8M3 10v4M21 10v4M6 12h12',
  security: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z',
  garden: 'M12 21v-8M12 13c-4 0-6-3-6-7 4 0 6 3 6 7zM12 13c4 0 6-3 6-7-4 0-6 3-6 7z',
}
const FALLBACK = 'M5 12l4 4 10-10'

export function ServiceIcons({ services }: { services: Service[] }) {
  const lang = useLanguage()
  if (!services.length) return null
  return (
    <ul className="service-icons">
      {services.map((s) => {
        const label = localLabel(s, lang)
        return (
          <li key={s.value} title={label}>
            <LineIcon weight={1.5} rounded>
              <path d={GLYPHS[(s.icon ?? '').replace(/-/g, '_')] ?? FALLBACK} />
            </LineIcon>
            <span className="visually-hidden">{label}</span>
          </li>
        )
      })}
    </ul>
  )
}
