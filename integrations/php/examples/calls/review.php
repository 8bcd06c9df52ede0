<?php

declare(strict_types=1);

// POST <current page>  getReview=ID  →  text/html: the whole review, put into the review modal
// (sanitised by the widget). A refusal is a form answer with STATUS error.

require_once __DIR__ . '/form-answer.php';

/**
 * Prints the review getReview names from `$reviews` (id => ['title' => …, 'html' => …]),
 * escaping what is text; an unknown id is refused.
 *
 * @param array<int, array{title: string, html: string}> $reviews
 */
function answer_review(array $reviews): void
{
    $id = filter_var(posted('getReview'), FILTER_VALIDATE_INT, ['options' => ['min_range' => 1]]);
    if ($id === false || !isset($reviews[$id])) {
        form_error('This review does not exist any more.');
        return;
    }
    header('Content-Type: text/html; charset=utf-8');
    echo '<article class="review-full"><h3 class="h5">' . htmlspecialchars($reviews[$id]['title']) . '</h3>'
        . '<div class="review-text">' . $reviews[$id]['html'] . '</div></article>';
}
