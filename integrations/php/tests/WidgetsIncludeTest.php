<?php

declare(strict_types=1);

namespace DirectoryWidgets\Tests;

use DirectoryWidgets\WidgetsInclude;
use PHPUnit\Framework\TestCase;

/** WidgetsInclude against small manifests written like scripts/dist-manifest.mjs writes dist/manifest.json. */
final class WidgetsIncludeTest extends TestCase
{
    private const WIDGETS = 'sha384-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
    private const CHUNK = 'sha384-BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB+/BBBBBBBBBBBBBB';
    private const FAVORITE = 'sha384-CCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCC';
    private const DIALOG = 'sha384-DDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDD';
    private const KIT = 'sha384-EEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEE';
    private const SHARED = 'sha384-FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF';

    private static string $scratch;

    protected function setUp(): void
    {
        WidgetsInclude::forgetPrintedTags();
        self::$scratch = sys_get_temp_dir() . '/widgets-include-' . getmypid();
        if (!is_dir(self::$scratch)) {
            mkdir(self::$scratch);
        }
    }

    public static function tearDownAfterClass(): void
    {
        array_map('unlink', glob(self::$scratch . '/*.json') ?: []);
        @rmdir(self::$scratch);
    }

    /** A build's manifest without per-widget lists, source maps included. */
    private static function plainManifest(): array
    {
        return [
            'version' => '1.0.0',
            'entry' => 'widgets.js',
            'files' => [
                'chunks/favorite-ABC.js' => ['size' => 10, 'integrity' => self::CHUNK],
                'chunks/favorite-ABC.js.map' => ['size' => 20, 'integrity' => self::CHUNK],
                'widgets.js' => ['size' => 30, 'integrity' => self::WIDGETS],
                'widgets.js.map' => ['size' => 40, 'integrity' => self::WIDGETS],
            ],
        ];
    }

    /** A build's manifest with its per-widget preload lists: the two widgets share a kit. */
    private static function preloadManifest(): array
    {
        return [
            'version' => '1.0.0',
            'entry' => 'widgets.js',
            'files' => [
                'chunks/chunk-KIT.js' => ['size' => 1, 'integrity' => self::KIT],
                'chunks/chunk-SHARED.js' => ['size' => 1, 'integrity' => self::SHARED],
                'chunks/dialog-switch-D.js' => ['size' => 1, 'integrity' => self::DIALOG],
                'chunks/favorite-F.js' => ['size' => 1, 'integrity' => self::FAVORITE],
                'chunks/FavoriteButton-M.js' => ['size' => 1, 'integrity' => self::CHUNK],
                'widgets.js' => ['size' => 1, 'integrity' => self::WIDGETS],
            ],
            'widgets' => [
                'dialog-switch' => ['chunks/dialog-switch-D.js', 'chunks/chunk-KIT.js'],
                'favorite' => ['chunks/favorite-F.js', 'chunks/chunk-SHARED.js', 'chunks/chunk-KIT.js'],
            ],
        ];
    }

    /** Writes `$manifest` (or raw text) to a file and returns its path. */
    private static function manifestFile(array|string $manifest, string $name = 'manifest.json'): string
    {
        $path = self::$scratch . '/' . $name;
        file_put_contents($path, is_string($manifest) ? $manifest : json_encode($manifest, JSON_THROW_ON_ERROR));
        return $path;
    }

    private static function load(?string $base = null, ?array $manifest = null): WidgetsInclude
    {
        $path = self::manifestFile($manifest ?? self::plainManifest());
        return $base === null ? WidgetsInclude::fromManifest($path) : WidgetsInclude::fromManifest($path, $base);
    }

    private static function loadPreloads(?string $base = null): WidgetsInclude
    {
        return self::load($base, self::preloadManifest());
    }

    private static function preload(string $href, string $integrity): string
    {
        return "<link rel=\"modulepreload\" href=\"{$href}\" integrity=\"{$integrity}\" fetchpriority=\"low\">\n";
    }

    /** The text inside the first `<script …>` of `$html` whose attributes start with `$attributes`. */
    private static function scriptText(string $html, string $attributes): string
    {
        self::assertSame(1, preg_match('/<script ' . preg_quote($attributes, '/') . '[^>]*>([\s\S]*?)<\/script>/', $html, $match), "no script {$attributes} in {$html}");
        return $match[1];
    }

    /**
     * Runs `$print` and returns what it returned with the E_USER_WARNINGs raised meanwhile (PHPUnit
     * would turn the first into an exception and lose the output).
     *
     * @return array{0: string, 1: list<string>}
     */
    private static function withWarnings(callable $print): array
    {
        $warnings = [];
        set_error_handler(static function (int $level, string $message) use (&$warnings): bool {
            $warnings[] = $message;
            return true;
        }, E_USER_WARNING);
        try {
            return [$print(), $warnings];
        } finally {
            restore_error_handler();
        }
    }

    public function testPrintsTheWidgetsJsModuleTagWithItsIntegrityUnderTheBaseUrl(): void
    {
        self::assertSame('<script type="module" src="/dist/widgets.js" integrity="' . self::WIDGETS . "\"></script>\n", self::load()->scriptTag());
    }

    public function testPinsEveryModuleAndOnlyModulesToItsIntegrityInTheImportMap(): void
    {
        $map = json_decode(self::scriptText(self::load()->importMapTag(), 'type="importmap"'), true);
        self::assertSame(['integrity' => ['/dist/chunks/favorite-ABC.js' => self::CHUNK, '/dist/widgets.js' => self::WIDGETS]], $map);
    }

    public function testServesFromACdnBaseUrlWithOrWithoutItsTrailingSlash(): void
    {
        foreach (['https://cdn.example.com/widgets/1.0.0', 'https://cdn.example.com/widgets/1.0.0/'] as $base) {
            WidgetsInclude::forgetPrintedTags();
            $widgets = self::load($base);
            $html = $widgets->importMapTag() . $widgets->scriptTag();
            self::assertStringContainsString('src="https://cdn.example.com/widgets/1.0.0/widgets.js"', $html);
            self::assertSame(
                ['https://cdn.example.com/widgets/1.0.0/chunks/favorite-ABC.js', 'https://cdn.example.com/widgets/1.0.0/widgets.js'],
                array_keys(json_decode(self::scriptText($html, 'type="importmap"'), true)['integrity']),
            );
        }
    }

    public function testGivesTheImportMapsSha256AsACspSourceThatMatchesThePrintedTextExactly(): void
    {
        $widgets = self::load();
        $text = self::scriptText($widgets->importMapTag(), 'type="importmap"');
        self::assertSame("'sha256-" . base64_encode(hash('sha256', $text, true)) . "'", $widgets->importMapCspSource());
    }

    public function testPutsANonceOnTheImportMapWhenGivenOneEscapedAsAnAttribute(): void
    {
        self::assertStringStartsWith('<script type="importmap" nonce="abc&quot;&gt;&lt;x">', self::load()->importMapTag('abc"><x'));
    }

    public function testEncodesTheConfigSoThatNoValueCanEndTheScriptOrStartMarkupAndItStillParsesToTheSameValues(): void
    {
        $config = ['messages' => ['addToFavorites' => "</script><script>alert(1)</script><!-- & ' \" é"], 'adFrameUrl' => 'https://ads.example.com/f?a=1&b=2'];
        $text = self::scriptText(self::load()->configTag($config), 'type="application/json" id="widgets-config"');
        self::assertDoesNotMatchRegularExpression('/<|>|&|\'/', $text);
        // JSON_HEX_QUOT turns a `"` inside a value into \u0022; the quotes left are JSON's own.
        self::assertStringContainsString('\u0022', $text);
        self::assertStringContainsString('https://ads.example.com/f?a=1\u0026b=2', $text);
        self::assertSame($config, json_decode($text, true));
    }

    public function testPrintsTextThatIsNotUtf8WithReplacementCharactersInsteadOfThrowingInTheConfigAndThroughTags(): void
    {
        // A translation saved as Latin-1: "Café" with é as the single byte 0xE9.
        $html = self::load()->configTag(['messages' => ['addToFavorites' => "Caf\xE9"]]);
        self::assertSame(['messages' => ['addToFavorites' => "Caf\u{FFFD}"]], json_decode(self::scriptText($html, 'type="application/json" id="widgets-config"'), true));
        WidgetsInclude::forgetPrintedTags();
        $page = self::load()->tags(['cookieDomain' => "\xC3", 'messages' => ['addToFavorites' => "Caf\xE9 \xFF</script>"]]);
        self::assertSame(
            ['cookieDomain' => "\u{FFFD}", 'messages' => ['addToFavorites' => "Caf\u{FFFD} \u{FFFD}</script>"]],
            json_decode(self::scriptText($page, 'type="application/json" id="widgets-config"'), true),
        );
        self::assertStringContainsString('<script type="module" src="/dist/widgets.js"', $page);
    }

    public function testPrintsEmptySettingsAndNestedEmptyMapsAsObjects(): void
    {
        $html = self::load()->configTag(['messages' => [], 'endpoints' => [], 'cookieDomain' => '.example.com']);
        self::assertSame('{"messages":{},"endpoints":{},"cookieDomain":".example.com"}', self::scriptText($html, 'type="application/json" id="widgets-config"'));
        WidgetsInclude::forgetPrintedTags();
        self::assertStringContainsString(
            '<script type="application/json" id="widgets-config">{"messages":{"addToFavorites":"Merken"},"endpoints":{}}</script>',
            self::load()->tags(['messages' => ['addToFavorites' => 'Merken'], 'endpoints' => []]),
        );
        WidgetsInclude::forgetPrintedTags();
        self::assertStringContainsString('<script type="application/json" id="widgets-config">{}</script>', self::load()->tags());
    }

    public function testPrintsAnEmptyConfigAsAnObjectAndRefusesAList(): void
    {
        self::assertSame("<script type=\"application/json\" id=\"widgets-config\">{}</script>\n", self::load()->configTag([]));
        $this->expectException(\InvalidArgumentException::class);
        $this->expectExceptionMessage('named settings, not a list');
        self::load()->configTag(['a', 'b']);
    }

    public function testPrintsTheThreeTagsInOrderImportMapConfigScript(): void
    {
        preg_match_all('/<script ([^ >]*)/', self::load()->tags(['cookieDomain' => '.example.com']), $matches);
        self::assertSame(['type="importmap"', 'type="application/json"', 'type="module"'], $matches[1]);
    }

    public function testSaysWhatToDoWhenTheManifestIsMissing(): void
    {
        $this->expectException(\RuntimeException::class);
        $this->expectExceptionMessage('could not be read: deploy dist/ as `npm run build` writes it');
        WidgetsInclude::fromManifest('/nowhere/manifest.json');
    }

    public function testSaysWhatIsWrongWhenAFileHasNoValidIntegrity(): void
    {
        $broken = self::manifestFile(['entry' => 'widgets.js', 'files' => ['widgets.js' => ['size' => 1, 'integrity' => 'md5-x']]], 'broken.json');
        $this->expectException(\RuntimeException::class);
        $this->expectExceptionMessage('gives widgets.js no valid integrity');
        WidgetsInclude::fromManifest($broken);
    }

    public function testPrintsAModulePreloadLinkForEachFileTheNamedWidgetsFirstChunksNeedEachFileOnceInOrder(): void
    {
        self::assertSame(
            self::preload('/dist/chunks/favorite-F.js', self::FAVORITE) . self::preload('/dist/chunks/chunk-SHARED.js', self::SHARED)
                . self::preload('/dist/chunks/chunk-KIT.js', self::KIT) . self::preload('/dist/chunks/dialog-switch-D.js', self::DIALOG),
            self::loadPreloads()->modulePreloadTags(['favorite', 'dialog-switch']),
        );
        WidgetsInclude::forgetPrintedTags();
        self::assertSame(3, substr_count(self::loadPreloads()->modulePreloadTags(['favorite', 'favorite']), '<link '));
    }

    public function testPreloadsNothingThatLoadsOnUseNothingForNoNamesAndFollowsACdnBaseUrl(): void
    {
        $all = self::loadPreloads()->modulePreloadTags(['favorite', 'dialog-switch']);
        self::assertStringNotContainsString('FavoriteButton', $all);
        self::assertStringNotContainsString('widgets.js', $all);
        self::assertSame('', self::loadPreloads()->modulePreloadTags([]));
        self::assertSame(
            self::preload('https://cdn.example.com/widgets/1.0.0/chunks/dialog-switch-D.js', self::DIALOG)
                . self::preload('https://cdn.example.com/widgets/1.0.0/chunks/chunk-KIT.js', self::KIT),
            self::loadPreloads('https://cdn.example.com/widgets/1.0.0')->modulePreloadTags(['dialog-switch']),
        );
    }

    public function testLeavesOutAWidgetNameTheBuildDoesNotHaveWithAWarningNamingItAndTheBuildsWidgets(): void
    {
        [$html, $warnings] = self::withWarnings(fn () => self::loadPreloads()->modulePreloadTags(['favourite', 'dialog-switch']));
        self::assertSame(self::preload('/dist/chunks/dialog-switch-D.js', self::DIALOG) . self::preload('/dist/chunks/chunk-KIT.js', self::KIT), $html);
        self::assertSame(["WidgetsInclude::modulePreloadTags(): no widget named 'favourite' in this build's manifest, so it gets no preload hint; the widgets are: dialog-switch, favorite."], $warnings);

        WidgetsInclude::forgetPrintedTags();
        [$page, $warnings] = self::withWarnings(fn () => self::loadPreloads()->tags([], null, ['favourite']));
        self::assertStringNotContainsString('<link', $page);
        self::assertStringContainsString('<script type="module" src="/dist/widgets.js"', $page);
        self::assertCount(1, $warnings);

        // A manifest written before the per-widget lists existed: every name is unknown, and the page still prints.
        [$old, $warnings] = self::withWarnings(fn () => self::load()->modulePreloadTags(['favorite', 42]));
        self::assertSame('', $old);
        self::assertMatchesRegularExpression("/no widget named 'favorite' .*the widgets are: \\(none: the manifest has no widgets list\\)\\./", $warnings[0]);
        self::assertMatchesRegularExpression('/no widget named 42 /', $warnings[1]);
    }

    public function testPutsThePreloadHintsOfTheWidgetsGivenToTagsAfterTheImportMapAndBeforeTheConfigAndTheScript(): void
    {
        preg_match_all('/<(script|link) ([^ >]*)/', self::loadPreloads()->tags(['cookieDomain' => '.example.com'], null, ['dialog-switch']), $matches, PREG_SET_ORDER);
        self::assertSame(
            ['script type="importmap"', 'link rel="modulepreload"', 'link rel="modulepreload"', 'script type="application/json"', 'script type="module"'],
            array_map(static fn (array $match): string => "{$match[1]} {$match[2]}", $matches),
        );
        WidgetsInclude::forgetPrintedTags();
        self::assertStringNotContainsString('<link', self::loadPreloads()->tags());
    }

    public function testSaysWhatIsWrongWhenTheManifestsWidgetListsNameAFileItDoesNotList(): void
    {
        $manifest = self::preloadManifest();
        $manifest['widgets'] = ['favorite' => ['chunks/favorite-F.js', 'chunks/gone.js']];
        try {
            WidgetsInclude::fromManifest(self::manifestFile($manifest, 'broken-preloads.json'));
            self::fail('a manifest preloading an unlisted file was accepted');
        } catch (\RuntimeException $error) {
            self::assertStringContainsString('preloads a file for favorite that it does not list', $error->getMessage());
        }
        $manifest['widgets'] = ['favorite' => []];
        $this->expectException(\RuntimeException::class);
        $this->expectExceptionMessage('gives the widget favorite no list of files');
        WidgetsInclude::fromManifest(self::manifestFile($manifest, 'broken-preloads.json'));
    }

    public function testPrintsEachTagOncePerRequestWhenALayoutAndAPartialBothPrintThem(): void
    {
        $layout = self::loadPreloads();
        $partial = self::loadPreloads();
        $config = ['cookieDomain' => '.example.com'];
        $first = $layout->tags($config, null, ['favorite']);
        self::assertSame(1, substr_count($first, 'type="importmap"'));

        [$second, $warnings] = self::withWarnings(fn () => $partial->tags($config, null, ['favorite']) . $layout->importMapTag() . $layout->scriptTag() . $layout->configTag($config));
        self::assertSame('', $second);
        self::assertSame([], $warnings);
        // A widget the first call did not name still gets its hints, without the files already hinted.
        self::assertSame(self::preload('/dist/chunks/dialog-switch-D.js', self::DIALOG), $partial->modulePreloadTags(['dialog-switch', 'favorite']));
        // The CSP source stays what the printed import map needs.
        self::assertSame("'sha256-" . base64_encode(hash('sha256', self::scriptText($first, 'type="importmap"'), true)) . "'", $partial->importMapCspSource());
    }

    public function testLeavesOutASecondConfigWithOtherSettingsWithAWarningSayingTheWidgetsReadOnlyTheFirst(): void
    {
        $widgets = self::load();
        $first = $widgets->configTag(['cookieDomain' => '.example.com']);
        [$second, $warnings] = self::withWarnings(fn () => $widgets->configTag(['requestTimeoutMs' => 5000]));
        self::assertStringContainsString('.example.com', $first);
        self::assertSame('', $second);
        self::assertSame(['WidgetsInclude::configTag(): this request has already printed the page config with other settings, and the widgets read only the first block, so these are left out: pass every setting to the first configTag() or tags() call.'], $warnings);
    }

    public function testLeavesOutTheTagsOfASecondBuildWithAWarningEach(): void
    {
        self::load()->importMapTag();
        self::load()->scriptTag();
        $other = self::load('https://cdn.example.com/widgets/2.0.0/');
        [$html, $warnings] = self::withWarnings(fn () => $other->importMapTag() . $other->scriptTag());
        self::assertSame('', $html);
        self::assertCount(2, $warnings);
        self::assertStringStartsWith("WidgetsInclude::importMapTag(): this request has already printed the import map of another build", $warnings[0]);
        self::assertStringStartsWith("WidgetsInclude::scriptTag(): this request has already printed widgets.js from another build", $warnings[1]);
    }

    public function testStartsOverInANewRequestOfALongRunningWorker(): void
    {
        $widgets = self::load();
        $requestTime = $_SERVER['REQUEST_TIME_FLOAT'];
        try {
            $_SERVER['REQUEST_TIME_FLOAT'] = 1000.5;
            self::assertNotSame('', $widgets->scriptTag());
            self::assertSame('', $widgets->scriptTag());
            $_SERVER['REQUEST_TIME_FLOAT'] = 1001.25;
            self::assertNotSame('', $widgets->scriptTag());
            WidgetsInclude::forgetPrintedTags();
            self::assertNotSame('', $widgets->scriptTag());
        } finally {
            $_SERVER['REQUEST_TIME_FLOAT'] = $requestTime;
        }
    }

    public function testLoadsThroughTheFileThatTemplatesWithoutComposerRequire(): void
    {
        require_once __DIR__ . '/../WidgetsInclude.php';
        self::assertSame((new \ReflectionClass(WidgetsInclude::class))->getFileName(), realpath(__DIR__ . '/../src/WidgetsInclude.php'));
    }
}
