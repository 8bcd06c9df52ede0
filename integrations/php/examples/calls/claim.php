<?php

declare(strict_types=1);

// POST <current page>  name, visitor, phone, profile_link  →  form answer (spec §5's rules).

require_once __DIR__ . '/form-answer.php';

/** Checks the claim form and answers; on success the site would mail its staff. */
function answer_claim(): void
{
    $errors = [];
    if (posted('name') === '') {
        $errors['name'] = 'Please enter your name';
    } elseif (mb_strlen(posted('name')) < 2) {
        $errors['name'] = 'You have to type minimum 2 characters';
    }
    if (posted('visitor') === '') {
        $errors['visitor'] = 'Please enter your e-mail address';
    } elseif (filter_var(posted('visitor'), FILTER_VALIDATE_EMAIL) === false) {
        $errors['visitor'] = 'Please enter a valid e-mail address';
    }
    if (posted('phone') === '') {
        $errors['phone'] = 'Please enter your phone';
    } elseif (mb_strlen(posted('phone')) < 10) {
        $errors['phone'] = 'You have to type minimum 10 characters';
    }
    if ($errors !== []) {
        form_errors($errors);
        return;
    }
    // mail($staff, 'Profile claim', posted('name') . ' claims ' . posted('profile_link'));
    form_success('Thank you! We will contact you shortly to confirm the claim.');
}
