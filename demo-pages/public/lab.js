// The lab page's own controls (demo scaffolding, not part of the bundle). A file, not an inline
// script, so the page runs under the demo server's strict Content-Security-Policy.
const injected = document.getElementById('lab-injected');
let nextDancerId = 100;

document.getElementById('lab-add').addEventListener('click', () => {
  const root = document.createElement('div');
  root.dataset.widget = 'favorite';
  root.dataset.dancerId = String(nextDancerId);
  root.dataset.favorite = '0';
  // The server markup of a favorite root: the widget's own button, disabled until it mounts.
  root.innerHTML = '<button type="button" class="btn favorite-button btn-primary" disabled><span aria-hidden="true" class="favorite-heart favorite-heart-hollow">&#x2661;</span> <span>Add to favorites</span></button>';
  injected.append(root);
  nextDancerId += 1;
});

document.getElementById('lab-remove').addEventListener('click', () => {
  injected.lastElementChild?.remove();
});

document.getElementById('lab-second-copy').addEventListener('click', async () => {
  const status = document.getElementById('lab-second-copy-status');
  try {
    await import('/dist/widgets.js?copy=2');
    status.textContent = 'Second copy loaded.';
  } catch (error) {
    status.textContent = `The second copy failed to load: ${error}`;
  }
});

function describe(element) {
  const attributes = Array.from(element.attributes, ({ name, value }) => `${name}="${value}"`);
  return `<${[element.localName, ...attributes].join(' ')}>`;
}

document.getElementById('lab-show-roots').addEventListener('click', () => {
  const output = document.getElementById('lab-roots');
  const api = window.directoryWidgets;
  if (!api) {
    output.textContent = 'window.directoryWidgets is not defined: the bundle has not started.';
    return;
  }
  const lines = api.roots().map(({ element, widgets }) => {
    const phases = Object.entries(widgets).map(([name, phase]) => `${name}: ${phase}`).join(', ');
    return `${describe(element)}\n    ${phases}`;
  });
  output.textContent = [`directoryWidgets ${api.version}, ${lines.length} root(s)`, ...lines].join('\n');
});
