<?php

declare(strict_types=1);

// POST endpoints.geoZones  get=cities&country_id=N[&select_advanced_search=1] | get=clubs&city_id=N
// | get=cities_area&city_id=N  →  text/html: <option> markup (a placeholder with value "" first).
// An empty answer to cities_area means "this city has no areas" (the area block stays hidden).

/**
 * Prints the options of the list `get` asks for from `$places`:
 * ['cities' => [countryId => [id => name]], 'clubs' => [cityId => [id => name]], 'areas' => [cityId => [id => name]]].
 *
 * @param array{cities: array<int, array<int, string>>, clubs: array<int, array<int, string>>, areas: array<int, array<int, string>>} $places
 */
function answer_geo_zones(array $places): void
{
    $get = $_POST['get'] ?? '';
    $id = (int) ($get === 'cities' ? ($_POST['country_id'] ?? 0) : ($_POST['city_id'] ?? 0));
    [$list, $placeholder] = match ($get) {
        'cities' => [$places['cities'][$id] ?? [], ($_POST['select_advanced_search'] ?? '') === '1' ? 'All cities' : 'Select city'],
        'clubs' => [$places['clubs'][$id] ?? [], 'Select club'],
        'cities_area' => [$places['areas'][$id] ?? [], 'Select area'],
        default => [null, ''],
    };
    if ($list === null) {
        http_response_code(400);
        return;
    }
    header('Content-Type: text/html; charset=utf-8');
    if ($get === 'cities_area' && $list === []) {
        return;
    }
    echo '<option value="">' . htmlspecialchars($placeholder) . "</option>\n";
    foreach ($list as $placeId => $name) {
        echo '<option value="' . (int) $placeId . '">' . htmlspecialchars($name) . "</option>\n";
    }
}
