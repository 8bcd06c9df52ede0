/**
 * The accessible name of a control named by its content, as assistive technology computes it for
 * these simple cases: the text of the descendants that are not `aria-hidden`, spaces collapsed.
 */
export function accessibleName(element: Element): string {
  const label = element.getAttribute('aria-label');
  if (label !== null) return label.trim();
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) parts.push(node.textContent ?? '');
    else if (node instanceof Element && node.getAttribute('aria-hidden') !== 'true') node.childNodes.forEach(walk);
  };
  element.childNodes.forEach(walk);
  return parts.join('').replace(/\s+/g, ' ').trim();
}
