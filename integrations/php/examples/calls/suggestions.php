<?php

declare(strict_types=1);

// GET endpoints.searchSuggestions?term=TEXT  →  application/json: a list of items, each
// {"value", "label", "label_info", "details", "url", "thumb", "category"} (all optional text; an item
// needs a label or a value). `url` is followed when chosen (same-origin paths and http(s) URLs only).

/**
 * Prints the items of `$items` whose label contains the term (3 characters at least, spec §5).
 *
 * @param list<array<string, string>> $items
 */
function answer_suggestions(array $items): void
{
    $term = isset($_GET['term']) && is_string($_GET['term']) ? trim($_GET['term']) : '';
    $found = mb_strlen($term) < 3 ? [] : array_values(array_filter(
        $items,
        static fn (array $item): bool => mb_stripos($item['label'] ?? $item['value'] ?? '', $term) !== false,
    ));
    header('Content-Type: application/json; charset=utf-8');
    echo json_encode($found, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES);
}
