<?php

declare(strict_types=1);

// Composer's autoloader when `composer install` has run; otherwise (Debian's phpunit, as `npm test`
// runs it) an autoloader built from composer.json's own PSR-4 map, so the tests prove that map too.
if (is_file(__DIR__ . '/../vendor/autoload.php')) {
    require __DIR__ . '/../vendor/autoload.php';
    return;
}

$composer = json_decode((string) file_get_contents(__DIR__ . '/../composer.json'), true, 8, JSON_THROW_ON_ERROR);
$prefixes = $composer['autoload']['psr-4'] + $composer['autoload-dev']['psr-4'];
spl_autoload_register(static function (string $class) use ($prefixes): void {
    foreach ($prefixes as $prefix => $dir) {
        if (str_starts_with($class, $prefix)) {
            $file = __DIR__ . '/../' . $dir . str_replace('\\', '/', substr($class, strlen($prefix))) . '.php';
            if (is_file($file)) {
                require $file;
            }
            return;
        }
    }
});
