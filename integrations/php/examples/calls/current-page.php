<?php

declare(strict_types=1);

// Every page that shows a favorite (profiles AND listings) or a profile modal receives these
// posts at its own address: call answer_current_page_post() first thing in the template, before
// any output, and stop when it returns true.

require_once __DIR__ . '/favorite.php';
require_once __DIR__ . '/claim.php';
require_once __DIR__ . '/share.php';
require_once __DIR__ . '/short-url.php';
require_once __DIR__ . '/review.php';
require_once __DIR__ . '/reply.php';

/**
 * Answers a widget's POST to the current page and returns true, or returns false for anything
 * else (a GET, or a POST of the site's own forms), which the template then renders as usual.
 * The fields tell the calls apart, as the legacy page's chain of isset($_POST[…]) did.
 *
 * @param array<int, array{title: string, html: string}> $reviews the page's reviews, for getReview
 */
function answer_current_page_post(array $reviews = []): bool
{
    if (($_SERVER['REQUEST_METHOD'] ?? 'GET') !== 'POST') {
        return false;
    }
    $has = static fn (string ...$names): bool => array_intersect($names, array_keys($_POST)) !== [];
    $answer = match (true) {
        $has('follow') => answer_favorite(...),
        $has('getShortUrl') => answer_short_url(...),
        $has('getReview') => static fn () => answer_review($reviews),
        $has('reply_text', 'review_id') => answer_reply(...),
        $has('user_name', 'friend_email', 'email_content') => answer_share(...),
        $has('name', 'visitor', 'phone') => answer_claim(...),
        default => null,
    };
    if ($answer === null) {
        return false;
    }
    $answer();
    return true;
}
