// Plyr's ES module build (its package's `browser` field points at the UMD build) and its icon
// sprite, imported as text (`with { type: 'text' }`, which esbuild supports).
declare module 'plyr/dist/plyr.mjs' {
  import Plyr from 'plyr';
  export default Plyr;
}

declare module 'plyr/dist/plyr.svg' {
  const text: string;
  export default text;
}

// glightbox's ES module source, typed as its package.
declare module 'glightbox/src/js/glightbox.js' {
  import GLightbox from 'glightbox';
  export default GLightbox;
}
