import { inlineHashSource } from '../http/content-security-policy.ts';
import { escapeHtml } from '../http/escape-html.ts';

// One fixed stylesheet for every zone and size: the frame element already has the ad's size, and a
// fixed text has one hash for the frame's policy.
const AD_FRAME_STYLE = `
html,body{margin:0;height:100%}
main{width:100%;height:100%;box-sizing:border-box;display:flex;align-items:center;justify-content:center;
border:2px dashed #555;background:repeating-linear-gradient(45deg,#f1f1f1 0 10px,#e4e4e4 10px 20px);
font:14px/1.2 Arial,sans-serif;color:#222;overflow:hidden}
`;

/**
 * The policy of the ad frame stand-in, instead of the site's: it stands for the ad network's own
 * page, which the site frames (so no frame-ancestors 'self', which would refuse it once served from
 * a network origin) and which loads nothing (default-src 'none'); its one inline style is allowed
 * by hash, so it needs no request, which a sandboxed frame with an opaque origin could not make as 'self'.
 */
export const AD_FRAME_POLICY = `default-src 'none'; style-src ${inlineHashSource(AD_FRAME_STYLE, 'sha256')}; base-uri 'none'`;

/**
 * The stand-in for the ad network's frame, `/ad-frame.html?zone=Z&size=WxH`: a page that shows
 * "Ad zone Z WxH" filling its frame and makes no request of its own. It needs no script, cookie or
 * storage, so it renders in the opaque origin its same-origin sandbox gives it.
 */
export function renderAdFrame(query: URLSearchParams): string {
  const zone = /^[\w-]{1,32}$/.test(query.get('zone') ?? '') ? (query.get('zone') ?? '') : '?';
  const size = /^(\d{2,4})x(\d{2,4})$/.exec(query.get('size') ?? '');
  const label = `Ad zone ${zone} ${size ? `${size[1]}x${size[2]}` : '(no size)'}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${escapeHtml(label)}</title>
<style>${AD_FRAME_STYLE}</style>
</head>
<body><main><p>${escapeHtml(label)}</p></main></body>
</html>
`;
}
