// `npm run build:site`: the Vite build of the site, then its precompressed variants.
import { build } from './build-steps'

await build('site')
