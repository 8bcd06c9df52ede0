<?php

declare(strict_types=1);

// POST <current page>  getShortUrl=1  →  application/json {"url": "https://…"} (an absolute http(s) URL).

require_once __DIR__ . '/form-answer.php';

/** Answers the page's short link; a site without a shortener may answer the page's own address. */
function answer_short_url(): void
{
    $scheme = (!empty($_SERVER['HTTPS']) && $_SERVER['HTTPS'] !== 'off') ? 'https' : 'http';
    $host = $_SERVER['HTTP_HOST'] ?? 'localhost';
    // A stable code per page address; a real shortener stores it and redirects /s/CODE.
    $code = substr(hash('sha256', $_SERVER['REQUEST_URI'] ?? '/'), 0, 6);
    form_json(['url' => "$scheme://$host/s/$code"]);
    // No link to give: form_error('The short link service is not available right now.');
}
