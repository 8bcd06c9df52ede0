<?php

declare(strict_types=1);

// A profile page template as the site writes one: the widget tags come from the include helper,
// the page sends its own Content-Security-Policy naming the helper's import map hash.

require __DIR__ . '/../../../integrations/php/WidgetsInclude.php';

use DirectoryWidgets\WidgetsInclude;

// The favorite posts `follow=1&dancer_id=ID` to the page itself: answered by the reference
// handlers of docs/server-calls.md, before any output.
require __DIR__ . '/../../../integrations/php/examples/calls/current-page.php';
if (answer_current_page_post()) {
    return;
}

$widgets = WidgetsInclude::fromManifest((getenv('WIDGETS_DIST_DIR') ?: __DIR__ . '/../../../dist') . '/manifest.json', '/dist/');

// A site editor's text, as a config value: whatever it holds must stay text.
$favoriteLabel = isset($_GET['label']) && is_string($_GET['label']) ? $_GET['label'] : 'Add to favorites';
$config = [
    'requestTimeoutMs' => 10000,
    'messages' => ['addToFavorites' => $favoriteLabel],
    // A site with no overrides of its own: an empty PHP array, which must print as an object.
    'endpoints' => [],
];
// The widgets this template renders roots of; `?preload=a,b` stands for a template's own list (a typo in it must not stop the page).
$preload = isset($_GET['preload']) && is_string($_GET['preload']) ? explode(',', $_GET['preload']) : ['favorite', 'dialog-switch'];

header('Content-Type: text/html; charset=utf-8');
header("Content-Security-Policy: default-src 'self'; script-src 'self' " . $widgets->importMapCspSource()
    . "; style-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'; frame-ancestors 'self'");
?>
<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Profile (PHP include)</title>
<?= $widgets->importMapTag() ?>
<?= $widgets->modulePreloadTags($preload) ?>
<?= $widgets->configTag($config) ?>
</head>
<body data-page="profile">
<main>
  <h1>Profile 42</h1>
  <div data-widget="favorite" data-dancer-id="42" data-favorite="0">
    <button type="button" class="btn favorite-button btn-primary" disabled><span>Add to favorites</span></button>
  </div>
  <div data-widget="dialog-switch" class="dialog-switch">
    <section data-dialog-index="0" aria-labelledby="step-0"><h2 id="step-0">Step 1 of 2</h2><button type="button" data-dialog-show="1">Next</button></section>
    <section data-dialog-index="1" aria-labelledby="step-1" hidden><h2 id="step-1">Step 2 of 2</h2><button type="button" data-dialog-show="0">Back</button></section>
  </div>
</main>
<?= $widgets->scriptTag() ?>
<?php
// `?twice=1` stands for a partial that prints the tags again with its own helper (a layout and a
// partial both including the bundle): each tag must come out once.
if (isset($_GET['twice'])) {
    echo WidgetsInclude::fromManifest((getenv('WIDGETS_DIST_DIR') ?: __DIR__ . '/../../../dist') . '/manifest.json', '/dist/')->tags($config, null, $preload);
}
?>
</body>
</html>
