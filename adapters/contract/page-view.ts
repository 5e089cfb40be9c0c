/**
 * Sent by the site's server render with its loopback calls to the API. The page it renders is the
 * visitor's view and is counted where the page is served, so the API call made for it is not
 * counted a second time.
 */
export const SITE_RENDER_HEADER = 'x-site-render'
