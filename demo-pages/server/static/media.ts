import { escapeHtml } from '../http/escape-html.ts';

const MEDIA_NAME = /^(photo|thumb|video-thumb)-(city-)?([1-9]\d{0,3})\.svg$/;

type MediaKind = 'photo' | 'thumb' | 'video';

const SIZES = {
  photo: { width: 600, height: 800 },
  thumb: { width: 120, height: 120 },
  video: { width: 320, height: 180 },
} as const;

const LABELS: Readonly<Record<MediaKind, string>> = { photo: 'Photo', thumb: 'Profile', video: 'Video' };

/** The play triangle of a video thumbnail, centred on (cx, cy). */
function playIcon(cx: number, cy: number): string {
  return `<circle cx="${cx}" cy="${cy}" r="34" fill="rgba(0,0,0,0.55)"/><path d="M${cx - 12} ${cy - 20} L${cx + 22} ${cy} L${cx - 12} ${cy + 20} Z" fill="#fff"/>`;
}

/**
 * Draws the fixture image `/media/<name>`: `photo-N.svg` (600×800), `thumb-N.svg` and
 * `thumb-city-N.svg` (120×120), `video-thumb-N.svg` (320×180, with a play icon), each a coloured
 * placeholder with a label, its hue fixed by N. Returns null for any other name (the video clips
 * themselves are committed files in public/media/).
 */
export function renderMediaSvg(name: string): string | null {
  const match = MEDIA_NAME.exec(name);
  if (!match || (match[1] === 'video-thumb' && match[2])) return null;
  const kind: MediaKind = match[1] === 'photo' ? 'photo' : match[1] === 'video-thumb' ? 'video' : 'thumb';
  const number = Number(match[3]);
  const label = `${match[2] ? 'City' : LABELS[kind]} ${number}`;
  const { width, height } = SIZES[kind];
  // Golden-angle hues keep neighbouring numbers apart; 32% lightness keeps white text readable.
  const hue = Math.round((number * 137.508) % 360);
  const fontSize = kind === 'photo' ? 48 : 18;
  const text = escapeHtml(label);
  const figure =
    kind === 'video'
      ? playIcon(width / 2, height * 0.42)
      : `<circle cx="${width / 2}" cy="${height * 0.4}" r="${width * 0.22}" fill="hsl(${hue} 45% 45%)"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${text}">
<title>${text}</title>
<rect width="100%" height="100%" fill="hsl(${hue} 45% 32%)"/>
${figure}
<text x="50%" y="${height * 0.82}" fill="#fff" font-family="Arial, sans-serif" font-size="${fontSize}" text-anchor="middle">${text}</text>
</svg>
`;
}
