/** The agency's monogram, the same drawing as the site's logo.svg, inline so it needs no request. */
function Monogram({ size, fill = false }: { size: number; fill?: boolean }) {
  // Filling its box, it fits the breadcrumb's 18 px (16 px on narrow screens) home link, which clips what overflows it.
  const box = fill
    ? {
        width: '100%',
        height: '100%',
        style: { display: 'block', maxWidth: size, maxHeight: size },
      }
    : { width: size, height: size }
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 64 64"
      {...box}
      className="agency-monogram"
      aria-hidden="true"
    >
      <rect width="64" height="64" rx="10" fill="#14213d" />
      <path d={MONOGRAM_B} fill="#c9a55c" />
    </svg>
  )
}

/** The login page's logo: the monogram and the agency's name. */
/** The letter B of the monogram, drawn in the 64-unit square. */
const MONOGRAM_B =
  'M20 14h14c7 0 11 3.5 11 9 0 3.6-2 6.3-5.2 7.5 4.2 1 6.7 4 6.7 8.3 0 6.2-4.6 10.2-12.3 10.2H20z' +
  'm8 7v8.4h5c3 0 4.6-1.5 4.6-4.2S36 21 33 21zm0 14.6V42h6c3.3 0 5-1.6 5-4.3 0-2.6-1.7-4.1-5-4.1z'

export function BrandLogo() {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 14 }}>
      <Monogram size={56} />
      <span style={{ fontSize: 26, fontWeight: 600, letterSpacing: '0.04em' }}>
        Belsunce Immobilier
      </span>
    </div>
  )
}

/** The breadcrumb's icon (the home link): as large as the link's box, at most 28 px. */
export function BrandIcon() {
  return <Monogram size={28} fill />
}
