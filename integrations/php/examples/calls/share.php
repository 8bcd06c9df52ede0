<?php

declare(strict_types=1);

// POST <current page>  user_name, friend_email, email_content, profile_link  →  form answer.

require_once __DIR__ . '/form-answer.php';

/** Checks the share form and answers; on success the site would mail the friend the profile_link. */
function answer_share(): void
{
    $errors = [];
    if (posted('user_name') === '') {
        $errors['user_name'] = 'Please enter your name';
    } elseif (mb_strlen(posted('user_name')) < 2) {
        $errors['user_name'] = 'You have to type minimum 2 characters';
    }
    if (posted('friend_email') === '') {
        $errors['friend_email'] = 'Please enter friend e-mail address';
    } elseif (filter_var(posted('friend_email'), FILTER_VALIDATE_EMAIL) === false) {
        $errors['friend_email'] = 'Please enter a valid e-mail address';
    }
    if (posted('email_content') === '') {
        $errors['email_content'] = 'Please type in a message';
    } elseif (mb_strlen(posted('email_content')) < 20) {
        $errors['email_content'] = 'You have to type minimum 20 characters';
    }
    if ($errors !== []) {
        form_errors($errors);
        return;
    }
    // mail(posted('friend_email'), posted('user_name') . ' shares a profile', posted('email_content') . "\n" . posted('profile_link'));
    form_success('Your message has been sent to your friend.');
}
