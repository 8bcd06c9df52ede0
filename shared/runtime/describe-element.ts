const MAX_ATTRIBUTE_LENGTH = 40;

/** Renders an element's opening tag, shortened, so a console message shows which markup is meant. */
export function describeElement(element: Element): string {
  const attributes = Array.from(element.attributes, ({ name, value }) => {
    const shown = value.length > MAX_ATTRIBUTE_LENGTH ? `${value.slice(0, MAX_ATTRIBUTE_LENGTH)}…` : value;
    return value === '' ? name : `${name}="${shown}"`;
  });
  return `<${[element.localName, ...attributes].join(' ')}>`;
}
