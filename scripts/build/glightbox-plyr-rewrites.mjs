// glightbox 3.3.1 plays videos with a global `Plyr`: slides/video.js checks `'Plyr' in window`,
// injects Plyr's script and stylesheet from its `plyr.js`/`plyr.css` settings (cdn.plyr.io by
// default) when it is missing, and calls `new Plyr(…)` on whatever the global name holds. A page
// element with `id="Plyr"` holds that name too (named access on window), so markup could make every
// video fail ("Plyr is not a constructor"), and another copy of Plyr on the page would be used
// instead of the bundle's. These rewrites make glightbox take Plyr from its own settings:
// `plyr.withPlayer(use)` calls `use` with the class (widgets/gallery/lightbox-options.ts), and
// nothing is looked up on window or injected.

/** Exact rewrites of glightbox/src/js/slides/video.js (applied by glightbox-csp-plugin.mjs). */
export const PLYR_REWRITES = [
  // Plyr's stylesheet comes with the gallery's video chunk (install-plyr.ts).
  ["    injectAssets(this.settings.plyr.css, 'Plyr');\n", ''],
  // The callback's parameter is named `Plyr`: the `new Plyr(…)` inside it takes the class given.
  ["    injectAssets(this.settings.plyr.js, 'Plyr', () => {\n", '    this.settings.plyr.withPlayer((Plyr) => {\n'],
];
