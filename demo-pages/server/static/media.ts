import { escapeHtml } from '../http/escape-html.ts';

const MEDIA_NAME = /^(photo|thumb)-(city-)?([1-9]\d{0,3})\.svg$/;

const SIZES = { photo: { width: 600, height: 800 }, thumb: { width: 120, height: 120 } } as const;

/**
 * Draws the fixture image `/media/<name>`: `photo-N.svg` (600×800), `thumb-N.svg` and
 * `thumb-city-N.svg` (120×120), each a coloured placeholder with a label, its hue fixed by N.
 * Returns null for any other name. Generated, so the repository holds no binary media.
 */
export function renderMediaSvg(name: string): string | null {
  const match = MEDIA_NAME.exec(name);
  if (!match) return null;
  const kind = match[1] === 'photo' ? 'photo' : 'thumb';
  const number = Number(match[3]);
  const label = `${match[2] ? 'City' : kind === 'photo' ? 'Photo' : 'Profile'} ${number}`;
  const { width, height } = SIZES[kind];
  // Golden-angle hues keep neighbouring numbers apart; 32% lightness keeps white text readable.
  const hue = Math.round((number * 137.508) % 360);
  const fontSize = kind === 'photo' ? 48 : 18;
  const text = escapeHtml(label);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${text}">
<title>${text}</title>
<rect width="100%" height="100%" fill="hsl(${hue} 45% 32%)"/>
<circle cx="${width / 2}" cy="${height * 0.4}" r="${width * 0.22}" fill="hsl(${hue} 45% 45%)"/>
<text x="50%" y="${height * 0.82}" fill="#fff" font-family="Arial, sans-serif" font-size="${fontSize}" text-anchor="middle">${text}</text>
</svg>
`;
}
