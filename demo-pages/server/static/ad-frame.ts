import { escapeHtml } from '../http/escape-html.ts';

/**
 * The stand-in for the ad network's frame, `/ad-frame.html?zone=Z&size=WxH`: a page that shows
 * "Ad zone Z WxH" at that size and makes no request of its own. It needs no script, cookie or
 * storage, so it renders in the opaque origin its same-origin sandbox gives it.
 */
export function renderAdFrame(query: URLSearchParams): string {
  const zone = /^[\w-]{1,32}$/.test(query.get('zone') ?? '') ? (query.get('zone') ?? '') : '?';
  const size = /^(\d{2,4})x(\d{2,4})$/.exec(query.get('size') ?? '');
  const label = `Ad zone ${zone} ${size ? `${size[1]}x${size[2]}` : '(no size)'}`;
  const box = size ? `width:${size[1]}px;height:${size[2]}px;` : 'width:100%;height:100%;';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${escapeHtml(label)}</title>
<style>
html,body{margin:0;height:100%}
main{${box}box-sizing:border-box;display:flex;align-items:center;justify-content:center;
border:2px dashed #555;background:repeating-linear-gradient(45deg,#f1f1f1 0 10px,#e4e4e4 10px 20px);
font:14px/1.2 Arial,sans-serif;color:#222;overflow:hidden}
</style>
</head>
<body><main><p>${escapeHtml(label)}</p></main></body>
</html>
`;
}
