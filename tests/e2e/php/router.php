<?php

declare(strict_types=1);

// Router for PHP's built-in server in the end-to-end tests (tests/e2e/php-server.ts starts it):
// `/dist/…` from the test run's build (WIDGETS_DIST_DIR), every other path from profile.php, as a
// site's front controller would.

$distDir = getenv('WIDGETS_DIST_DIR') ?: '';
$path = rawurldecode(parse_url($_SERVER['REQUEST_URI'] ?? '/', PHP_URL_PATH) ?: '/');

if (str_starts_with($path, '/dist/')) {
    $root = realpath($distDir);
    $file = realpath($distDir . substr($path, strlen('/dist')));
    // realpath resolves `..`: a file outside the build is not served.
    if ($root === false || $file === false || !is_file($file) || !str_starts_with($file, $root . DIRECTORY_SEPARATOR)) {
        http_response_code(404);
        header('Content-Type: text/plain; charset=utf-8');
        echo "Not found\n";
        return true;
    }
    $types = ['js' => 'text/javascript; charset=utf-8', 'json' => 'application/json; charset=utf-8', 'map' => 'application/json; charset=utf-8'];
    header('Content-Type: ' . ($types[pathinfo($file, PATHINFO_EXTENSION)] ?? 'text/plain; charset=utf-8'));
    header('X-Content-Type-Options: nosniff');
    readfile($file);
    return true;
}

require __DIR__ . '/profile.php';
return true;
