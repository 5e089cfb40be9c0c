// A render thread starts here: TypeScript is readable in this thread once tsx's loader is registered in it.
import { register } from 'tsx/esm/api'

register()
await import('./render-worker.ts')
