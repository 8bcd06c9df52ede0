<?php

declare(strict_types=1);

// POST <current page>  follow=1&dancer_id=ID  →  text/plain "1" (now a favorite) or "0" (not).
// Stand-in storage: the visitor's session. A real site toggles the row in its database.

require_once __DIR__ . '/form-answer.php';

/** The visitor's favorite dancer ids, for the templates' `data-favorite`. */
function favorite_ids(): array
{
    if (session_status() !== PHP_SESSION_ACTIVE) {
        session_start();
    }
    return array_keys($_SESSION['favorites'] ?? []);
}

/** Toggles dancer_id among the visitor's favorites and prints the new state. */
function answer_favorite(): void
{
    $dancerId = filter_var(posted('dancer_id'), FILTER_VALIDATE_INT, ['options' => ['min_range' => 1]]);
    if ($dancerId === false) {
        http_response_code(400);
        return;
    }
    if (session_status() !== PHP_SESSION_ACTIVE) {
        session_start();
    }
    $favorites = $_SESSION['favorites'] ?? [];
    $nowFavorite = !isset($favorites[$dancerId]);
    if ($nowFavorite) {
        $favorites[$dancerId] = true;
    } else {
        unset($favorites[$dancerId]);
    }
    $_SESSION['favorites'] = $favorites;
    header('Content-Type: text/plain; charset=utf-8');
    echo $nowFavorite ? '1' : '0';
    // A refusal (not logged in, too many favorites) is a form answer instead:
    // form_error('Please log in to save favorites.');
}
