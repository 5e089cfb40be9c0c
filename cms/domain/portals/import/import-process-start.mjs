// A feed import's own process starts here: TypeScript is readable once tsx's loader is registered.
import { register } from 'tsx/esm/api'

register()
await import('./import-process.ts')
