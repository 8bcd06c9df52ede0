<?php

declare(strict_types=1);

// POST endpoints.phoneReports?id=DANCER_ID[&type=2]  issue=1..4 (other=TEXT for 3 and 4).
// The widget takes any 2xx answer that is not a form answer (an empty body included) as success,
// shown with its own "Thank you" text; a form answer is shown as such. PHP's error output is a failure.

require_once __DIR__ . '/form-answer.php';

/** Checks the report and answers; on success the site would store it for its staff. */
function answer_report(): void
{
    $dancerId = filter_var($_GET['id'] ?? '', FILTER_VALIDATE_INT, ['options' => ['min_range' => 1]]);
    $issue = posted('issue');
    if ($dancerId === false) {
        form_error('This profile does not exist');
        return;
    }
    if (!in_array($issue, ['1', '2', '3', '4'], true)) {
        form_errors(['issue' => "You haven't checked any issue!"]);
        return;
    }
    if ($issue === '3' && posted('other') === '') {
        form_errors(['other' => 'Please enter the phone number']);
        return;
    }
    if ($issue === '4' && posted('other') === '') {
        form_errors(['other' => 'Please enter the reason']);
        return;
    }
    form_success('Thank you, your report has been sent.');
}
