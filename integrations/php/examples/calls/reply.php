<?php

declare(strict_types=1);

// POST <current page>  reply_text, review_id, dancer_id, profile_link  →  form answer. On success
// the widget reloads the page and shows MESSAGE as a toast on the reloaded page.

require_once __DIR__ . '/form-answer.php';

/** Checks the reply form and answers; on success the site would save the reply. */
function answer_reply(): void
{
    $errors = [];
    $length = mb_strlen(posted('reply_text'));
    if ($length === 0) {
        $errors['reply_text'] = 'Please enter your reply';
    } elseif ($length < 50) {
        $errors['reply_text'] = 'You have to type minimum 50 characters';
    } elseif ($length > 10000) {
        $errors['reply_text'] = 'You can type maximum 10000 characters';
    }
    if (!preg_match('/^[1-9]\d*$/', posted('review_id'))) {
        $errors['review_id'] = 'No Id';
    }
    if ($errors !== []) {
        form_errors($errors);
        return;
    }
    form_success('Your reply has been saved.');
}
