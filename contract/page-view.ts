/**
 * Sent by the site's server render with its loopback calls to the API, holding the server's
 * secret render key. The page it renders is the visitor's view and is counted where the page is
 * served, so the API call made for it is not counted a second time.
 */
export const SITE_RENDER_HEADER = 'x-site-render'

/**
 * On an answer the public cache keeps, for the site's own render only: the generation of the public data it was made from (a
 * number the server raises each time that data changes). The site's server render reuses an
 * answer it holds without asking again while the generation it is told is that one.
 */
export const DATA_GENERATION_HEADER = 'x-data-generation'
