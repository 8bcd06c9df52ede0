<?php

declare(strict_types=1);

// The site's form answer (spec §7, §8), as every profile form and the report read it:
// {"STATUS": "success"|"error", "MESSAGE": text or list of texts, "CODE": list of field names}.

/** Prints a success: the widget shows MESSAGE as a success toast. */
function form_success(string $message): void
{
    form_json(['STATUS' => 'success', 'MESSAGE' => $message]);
}

/** Prints a refusal that concerns no field: one error toast that stays until tapped. */
function form_error(string $message): void
{
    form_json(['STATUS' => 'error', 'MESSAGE' => $message]);
}

/**
 * Prints invalid fields: MESSAGE and CODE are parallel lists, CODE[i] the `name` of the form field
 * MESSAGE[i] is about. The widget toasts each message and marks the field of that name invalid.
 *
 * @param array<string, string> $messagesByField field name => message
 */
function form_errors(array $messagesByField): void
{
    form_json(['STATUS' => 'error', 'MESSAGE' => array_values($messagesByField), 'CODE' => array_keys($messagesByField)]);
}

/** Prints one JSON answer with its content type. */
function form_json(array $answer): void
{
    header('Content-Type: application/json; charset=utf-8');
    echo json_encode($answer, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES);
}

/** A posted field as trimmed text ('' when missing or not text). */
function posted(string $name): string
{
    return isset($_POST[$name]) && is_string($_POST[$name]) ? trim($_POST[$name]) : '';
}
