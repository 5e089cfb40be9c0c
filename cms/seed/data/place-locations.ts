/**
 * Where the demo buildings of each place stand: a centre on land (for seaside places, a few
 * hundred metres back from the shore) and how far around it, in metres, they are spread.
 */
export const PLACE_LOCATIONS: Record<string, { lat: number; lng: number; spreadM: number }> = {
  'monte-carlo': { lat: 43.7408, lng: 7.4262, spreadM: 150 },
  larvotto: { lat: 43.7465, lng: 7.4318, spreadM: 100 },
  'la-condamine': { lat: 43.736, lng: 7.42, spreadM: 120 },
  fontvieille: { lat: 43.729, lng: 7.416, spreadM: 120 },
  'monaco-ville': { lat: 43.7308, lng: 7.4225, spreadM: 80 },
  'jardin-exotique': { lat: 43.7315, lng: 7.411, spreadM: 100 },
  moneghetti: { lat: 43.7365, lng: 7.415, spreadM: 100 },
  'saint-roman': { lat: 43.75, lng: 7.4375, spreadM: 80 },
  nice: { lat: 43.701, lng: 7.268, spreadM: 600 },
  cannes: { lat: 43.5545, lng: 7.016, spreadM: 400 },
  antibes: { lat: 43.58, lng: 7.12, spreadM: 400 },
  menton: { lat: 43.778, lng: 7.5, spreadM: 300 },
  beausoleil: { lat: 43.744, lng: 7.423, spreadM: 200 },
  'cap-d-ail': { lat: 43.723, lng: 7.403, spreadM: 150 },
  'roquebrune-cap-martin': { lat: 43.761, lng: 7.465, spreadM: 300 },
  'villefranche-sur-mer': { lat: 43.706, lng: 7.31, spreadM: 200 },
  'saint-jean-cap-ferrat': { lat: 43.69, lng: 7.33, spreadM: 150 },
  eze: { lat: 43.728, lng: 7.362, spreadM: 200 },
  london: { lat: 51.501, lng: -0.16, spreadM: 800 },
  milan: { lat: 45.485, lng: 9.19, spreadM: 800 },
  geneva: { lat: 46.2, lng: 6.164, spreadM: 300 },
  dubai: { lat: 25.085, lng: 55.145, spreadM: 200 },
}
