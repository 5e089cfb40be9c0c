export function App() {
  return <h1>Belsunce Immobilier</h1>
}
