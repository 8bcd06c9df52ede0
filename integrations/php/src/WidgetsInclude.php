<?php

declare(strict_types=1);

namespace DirectoryWidgets;

/**
 * Prints the tags that include the widget bundle in a PHP template, from the build's
 * dist/manifest.json: the import map that pins every module's integrity (so the browser refuses a
 * chunk whose bytes differ from the build's), the `widgets.js` script tag with its integrity, and
 * the page config block, and `<link rel="modulepreload">` hints for the widgets a template renders.
 * See the README, "Including the bundle in a template".
 *
 * Each tag is returned once per request: a layout and a partial that both print the tags (or a
 * template that prints them twice) get the second copy as an empty string, because a second import
 * map makes Chromium warn once per module ("import map integrity rule … removed") and a second config
 * block is ignored by the widgets. Under PHP-FPM, mod_php or CGI every request starts fresh; a
 * long-running worker (FrankenPHP's worker mode, RoadRunner, Swoole) is told apart by
 * `$_SERVER['REQUEST_TIME_FLOAT']`, or calls `forgetPrintedTags()` when a request starts.
 *
 *     $widgets = WidgetsInclude::fromManifest(__DIR__ . '/dist/manifest.json', '/dist/');
 *     header("Content-Security-Policy: script-src 'self' " . $widgets->importMapCspSource() . '; …');
 *     echo $widgets->importMapTag(), $widgets->modulePreloadTags(['favorite']),
 *         $widgets->configTag(['cookieDomain' => '.example.com']), $widgets->scriptTag();
 */
final class WidgetsInclude
{
    /**
     * json_encode flags whose output is inert inside `<script>`: no `<`, `>`, `&`, `'` or `"` is printed
     * as itself. A byte sequence that is not UTF-8 (a translation saved as Latin-1: "Caf\xE9") becomes
     * U+FFFD instead of throwing, so one bad string never takes the page down with it.
     */
    public const SCRIPT_SAFE_JSON = JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT
        | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_INVALID_UTF8_SUBSTITUTE | JSON_THROW_ON_ERROR;

    /** The id of the config block (the contract's). */
    public const CONFIG_SCRIPT_ID = 'widgets-config';

    /** @var array<string, string> what this request has returned: tag kind (or preload URL) => its content */
    private static array $printed = [];

    /** The `$_SERVER['REQUEST_TIME_FLOAT']` of the request `$printed` belongs to. */
    private static mixed $printedInRequest = null;

    private readonly string $baseUrl;

    /** @var array<string, string> module URL => its SRI value */
    private array $moduleIntegrity;

    private string $importMapJson;

    /** @var array<string, list<string>> widget name => the files its first chunk needs, in preload order */
    private array $widgetPreloads;

    /**
     * @param array{entry: string, files: array<string, array{size: int, integrity: string}>, widgets?: array<string, list<string>>} $manifest the decoded dist/manifest.json
     * @param string $baseUrl where dist/ is served: a path (`/dist/`) or a CDN URL (`https://cdn.example.com/widgets/1.2.0/`)
     */
    public function __construct(private readonly array $manifest, string $baseUrl = '/dist/')
    {
        $this->baseUrl = rtrim($baseUrl, '/') . '/';
        $this->moduleIntegrity = [];
        foreach ($manifest['files'] as $file => $entry) {
            // Only modules go in the map: the browser checks `integrity` on module fetches alone.
            if (str_ends_with($file, '.js')) {
                $this->moduleIntegrity[$this->baseUrl . $file] = $entry['integrity'];
            }
        }
        $this->importMapJson = self::encode(['integrity' => $this->moduleIntegrity]);
        $this->widgetPreloads = $manifest['widgets'] ?? [];
    }

    /** Reads dist/manifest.json (written by `npm run build`); throws when it is missing or malformed. */
    public static function fromManifest(string $manifestPath, string $baseUrl = '/dist/'): self
    {
        $text = @file_get_contents($manifestPath);
        if ($text === false) {
            throw new \RuntimeException("The widget manifest {$manifestPath} could not be read: deploy dist/ as `npm run build` writes it.");
        }
        $manifest = json_decode($text, true, 16, JSON_THROW_ON_ERROR);
        if (!is_array($manifest) || !is_string($manifest['entry'] ?? null) || !is_array($manifest['files'] ?? null)
            || !is_array($manifest['files'][$manifest['entry']] ?? null)) {
            throw new \RuntimeException("The widget manifest {$manifestPath} has no entry or files: it is not dist/manifest.json.");
        }
        foreach ($manifest['files'] as $file => $entry) {
            if (!is_string($entry['integrity'] ?? null) || !preg_match('/^sha(256|384|512)-[A-Za-z0-9+\/]+=*$/', $entry['integrity'])) {
                throw new \RuntimeException("The widget manifest {$manifestPath} gives {$file} no valid integrity.");
            }
        }
        if (isset($manifest['widgets']) && !is_array($manifest['widgets'])) {
            throw new \RuntimeException("The widget manifest {$manifestPath} has a widgets entry that is not a map of names.");
        }
        foreach ($manifest['widgets'] ?? [] as $name => $files) {
            if (!is_array($files) || !array_is_list($files) || $files === []) {
                throw new \RuntimeException("The widget manifest {$manifestPath} gives the widget {$name} no list of files.");
            }
            foreach ($files as $file) {
                if (!is_string($file) || !isset($manifest['files'][$file])) {
                    throw new \RuntimeException("The widget manifest {$manifestPath} preloads a file for {$name} that it does not list.");
                }
            }
        }
        return new self($manifest, $baseUrl);
    }

    /**
     * Forgets which tags this request has printed, so that the next calls print them again. For
     * long-running workers that serve many requests in one PHP process, at the start of a request,
     * and for tests; a classic PHP request never needs it.
     */
    public static function forgetPrintedTags(): void
    {
        self::$printed = [];
        self::$printedInRequest = null;
    }

    /**
     * The `<script type="importmap">` that pins the integrity of `widgets.js` and every chunk, lazy
     * ones and those imported by other chunks included. Print it before any module script. It is an
     * inline script: name `importMapCspSource()` in the page's script-src, or pass the page's nonce.
     */
    public function importMapTag(?string $nonce = null): string
    {
        if (!self::firstTime('importmap', $this->importMapJson)) {
            return '';
        }
        $nonceAttribute = $nonce === null ? '' : ' nonce="' . self::attribute($nonce) . '"';
        return "<script type=\"importmap\"{$nonceAttribute}>{$this->importMapJson}</script>\n";
    }

    /** The import map's hash as a CSP source, quotes included (`'sha256-…'`), for the page's script-src. */
    public function importMapCspSource(): string
    {
        return "'sha256-" . base64_encode(hash('sha256', $this->importMapJson, true)) . "'";
    }

    /** The `widgets.js` module script tag with its integrity (the contract's one tag). */
    public function scriptTag(): string
    {
        $entry = $this->manifest['entry'];
        if (!self::firstTime('script', $this->baseUrl . $entry)) {
            return '';
        }
        $src = self::attribute($this->baseUrl . $entry);
        $integrity = self::attribute($this->manifest['files'][$entry]['integrity']);
        return "<script type=\"module\" src=\"{$src}\" integrity=\"{$integrity}\"></script>\n";
    }

    /**
     * One `<link rel="modulepreload">` with its integrity per file the named widgets' first chunks
     * need (each chunk and its static imports, each file once), so the browser fetches them with
     * `widgets.js` instead of one after another. They ask for low fetch priority: at the default
     * (high, as for a script) they compete with the page's stylesheets, and Lighthouse counted them
     * in the first paint (FCP about 300 ms later on every demo page; README, "Performance").
     * Name the widgets the template renders roots of;
     * code that loads only on use (a modal's form, the favorite's React part) is never listed.
     * Print it after the import map, in the head.
     *
     * A name the build does not have (a typo, a widget since removed) is left out with an
     * E_USER_WARNING naming it and the build's widgets: the hints are optional, the page works
     * without them, so a wrong one must not stop the page.
     *
     * @param list<string> $widgetNames `data-widget` names, as the template writes them
     */
    public function modulePreloadTags(array $widgetNames): string
    {
        $files = [];
        foreach ($widgetNames as $name) {
            if (!is_string($name) || !isset($this->widgetPreloads[$name])) {
                $known = $this->widgetPreloads === [] ? '(none: the manifest has no widgets list)' : implode(', ', array_keys($this->widgetPreloads));
                trigger_error('WidgetsInclude::modulePreloadTags(): no widget named ' . var_export($name, true)
                    . " in this build's manifest, so it gets no preload hint; the widgets are: {$known}.", E_USER_WARNING);
                continue;
            }
            foreach ($this->widgetPreloads[$name] as $file) {
                $files[$file] = true;
            }
        }
        $tags = '';
        foreach (array_keys($files) as $file) {
            if (!self::firstTime('modulepreload ' . $this->baseUrl . $file, $file)) {
                continue;
            }
            $href = self::attribute($this->baseUrl . $file);
            $integrity = self::attribute($this->manifest['files'][$file]['integrity']);
            $tags .= "<link rel=\"modulepreload\" href=\"{$href}\" integrity=\"{$integrity}\" fetchpriority=\"low\">\n";
        }
        return $tags;
    }

    /**
     * The page config block (`#widgets-config`, the contract's) holding `$config`, encoded so that no
     * value can end the script element or start markup (`</script>` in a value stays text). Empty
     * arrays (`'messages' => []`) are printed as objects, text that is not UTF-8 with U+FFFD.
     *
     * @param array<string, mixed> $config page-wide settings: endpoints, cookieDomain, adFrameUrl, requestTimeoutMs, messages
     */
    public function configTag(array $config): string
    {
        if ($config !== [] && array_is_list($config)) {
            throw new \InvalidArgumentException('The widget config must be an array of named settings, not a list.');
        }
        $json = self::encode(self::emptyArraysAsObjects($config));
        if (!self::firstTime('config', $json)) {
            return '';
        }
        return '<script type="application/json" id="' . self::CONFIG_SCRIPT_ID . "\">{$json}</script>\n";
    }

    /**
     * The tags in the order they must appear: import map, the preload hints of `$widgets` (none when
     * empty; see `modulePreloadTags`), config, script.
     *
     * @param list<string> $widgets the `data-widget` names the template renders
     */
    public function tags(array $config = [], ?string $nonce = null, array $widgets = []): string
    {
        return $this->importMapTag($nonce) . $this->modulePreloadTags($widgets) . $this->configTag($config) . $this->scriptTag();
    }

    /** What a second, different copy of a tag would do, for the warning that leaves it out. */
    private const SECOND_COPY = [
        'config' => 'configTag(): this request has already printed the page config with other settings, and the widgets read only the first block, so these are left out: pass every setting to the first configTag() or tags() call',
        'importmap' => 'importMapTag(): this request has already printed the import map of another build or base URL, so this one is left out: a page includes one build',
        'script' => 'scriptTag(): this request has already printed widgets.js from another build or base URL, so this one is left out: a page includes one build',
    ];

    /**
     * Whether this request has not yet returned the tag `$kind`, noting that it now has. A second
     * copy with other content (another config, another build) is left out too, with an
     * E_USER_WARNING that says so. A new request, in a long-running worker, starts over.
     */
    private static function firstTime(string $kind, string $content): bool
    {
        $request = $_SERVER['REQUEST_TIME_FLOAT'] ?? null;
        if ($request !== self::$printedInRequest) {
            self::$printed = [];
            self::$printedInRequest = $request;
        }
        if (!isset(self::$printed[$kind])) {
            self::$printed[$kind] = $content;
            return true;
        }
        if (self::$printed[$kind] !== $content && isset(self::SECOND_COPY[$kind])) {
            trigger_error('WidgetsInclude::' . self::SECOND_COPY[$kind] . '.', E_USER_WARNING);
        }
        return false;
    }

    private static function encode(array|\stdClass $value): string
    {
        return json_encode($value, self::SCRIPT_SAFE_JSON);
    }

    /**
     * `$value` with every empty array, nested ones included, as an empty object: PHP cannot tell
     * `[]` the map from `[]` the list and json_encode prints `[]`, but every setting of the page
     * config that holds several values is a map (`endpoints`, `messages`), never a list.
     */
    private static function emptyArraysAsObjects(array $value): array|\stdClass
    {
        if ($value === []) {
            return new \stdClass();
        }
        foreach ($value as $key => $item) {
            if (is_array($item)) {
                $value[$key] = self::emptyArraysAsObjects($item);
            }
        }
        return $value;
    }

    private static function attribute(string $value): string
    {
        return htmlspecialchars($value, ENT_QUOTES | ENT_SUBSTITUTE | ENT_HTML5, 'UTF-8');
    }
}
