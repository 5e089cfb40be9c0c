/**
 * A server-rendered page is readable from its HTML alone; its scripts only make it interactive.
 * Fetched at once, they share a phone's bandwidth with the photo at the top of the page (130 KB
 * of scripts against a 25–50 KB photo) and their start-up holds the main thread before the first
 * paint. So the router's module bootstrap is written inert, and a small inline loader starts it
 * (its module preloads first) once the page's main photo (the `fetchpriority="high"` image) is
 * on the screen, as the browser's largest-paint record says, or after the first paint when there
 * is none. A photo that never comes
 * holds nothing up for long: the scripts start at the visitor's first tap, key or focus, and after
 * LATEST_START_MS in any case. The style written inert for the same reason (the brand's faces,
 * `data-after-paint`) is turned on at that moment too.
 */

/** The inert bootstrap's element id and type. */
export const BOOT_ID = 'page-scripts'
const INERT_TYPE = 'text/x-after-paint'
/**
 * The local storage key under which the loader notes the after-paint style whose files are cached,
 * with the time they came ("/assets/brand-faces-….css 1764000000000").
 */
export const AFTER_PAINT_KEY = 'belsunce_faces'
/**
 * How long that note is believed: a browser may empty its cache and keep its local storage, and
 * a page that turns the faces on at once then fetches them beside its first photo. Past this age
 * the faces come after the paint again, and are noted anew.
 */
export const AFTER_PAINT_NOTE_MAX_AGE_MS = 7 * 24 * 3600_000
const LATEST_START_MS = 2500
/** How long after the main photo came in the loader waits for its paint record at the most. */
export const PHOTO_PAINT_WAIT_MS = 400

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*? href="(\/[^"]+)"[^>]*\/?>/g
const MODULE_BOOT = '<script type="module" async="">'

/**
 * The loader, as the browser runs it (plain ES2017 text: built into the page, not bundled). A
 * frame callback runs before that frame is painted, a task queued from it after; the module
 * script gets the inert element's very text, which the page's policy allows by the same hash.
 */
const LOADER_SOURCE = `(function (id, latest, key) {
  var boot = document.getElementById(id);
  if (!boot) return;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    [].forEach.call(document.querySelectorAll('style[data-after-paint]'), function (style) {
      if (style.media === 'all') return;
      style.media = 'all';
      // Once its files are in, this browser's cache has them: its next pages turn the style on at once.
      document.fonts.addEventListener('loadingdone', function () {
        try { localStorage.setItem(key, style.getAttribute('data-inline') + ' ' + Date.now()); } catch (e) {}
      }, { once: true });
    });
    (boot.getAttribute('data-preload') || '').split(' ').forEach(function (href) {
      if (!href) return;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.textContent = boot.textContent;
    boot.parentNode.insertBefore(script, boot.nextSibling);
  }
  function afterPaint() {
    requestAnimationFrame(function () { setTimeout(start, 0); });
  }
  // A frame is on the screen some time after its callbacks ran: the browser's own record of the
  // largest paint says when. Where it keeps none, the frame after the photo's is the sign.
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  var photo = document.querySelector('img[fetchpriority="high"]');
  function onScreen(wanted) {
    if (types.indexOf('largest-contentful-paint') < 0) return afterPaint();
    var watch = new PerformanceObserver(function (list) {
      list.getEntries().forEach(function (entry) {
        if (wanted && entry.element !== wanted) return;
        watch.disconnect();
        setTimeout(start, 0);
      });
    });
    watch.observe({ type: 'largest-contentful-paint', buffered: true });
  }
  if (photo) {
    // Already in when this runs (a fast answer, a slow parse), the photo may still be unpainted.
    onScreen(photo);
    // A photo that a larger text outshines, or a plain one, is never the page's largest paint.
    if (photo.complete) setTimeout(start, ${PHOTO_PAINT_WAIT_MS});
    else {
      photo.addEventListener('error', afterPaint);
      photo.addEventListener('load', function () { setTimeout(start, ${PHOTO_PAINT_WAIT_MS}); });
    }
  } else onScreen(null);
  // A page in a background tab records no paint.
  setTimeout(start, latest);
  // A visitor who reaches for the page before its photo is in wants it working, not the photo.
  ['pointerdown', 'keydown', 'focusin'].forEach(function (type) {
    addEventListener(type, start, { once: true, passive: true, capture: true });
  });
})(${JSON.stringify(BOOT_ID)}, ${LATEST_START_MS}, ${JSON.stringify(AFTER_PAINT_KEY)});`

const LOADER = `<script>${LOADER_SOURCE}</script>`

/**
 * Rewrites a rendered page so its scripts load after its first paint: the module preload links
 * become a list on the inert bootstrap, which the loader right after it starts. A page without
 * the router's bootstrap is returned as it is.
 */
export function scriptsAfterPaint(page: string): string {
  const at = page.indexOf(MODULE_BOOT)
  if (at < 0) return page
  const preloads: string[] = []
  const withoutPreloads = page.slice(0, at).replace(MODULE_PRELOAD, (_link, href: string) => {
    preloads.push(href)
    return ''
  })
  const end = page.indexOf('</script>', at) + '</script>'.length
  const boot = page.slice(at + MODULE_BOOT.length, end)
  const inert = `<script type="${INERT_TYPE}" id="${BOOT_ID}" data-preload="${preloads.join(' ')}">${boot}`
  return withoutPreloads + inert + LOADER + page.slice(end)
}
