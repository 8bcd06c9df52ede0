// `npm run build:react`: the same sources on real React 19 into dist-react/ (see build.mjs,
// `buildReactDist`). Not shipped: `npm test` runs the smoke set on it, `npm run bench` measures it.
import { buildReactDist, formatSizeTable, measureDist, reactDistDir } from '../build.mjs';

await buildReactDist();
console.log(formatSizeTable(measureDist(reactDistDir)));
