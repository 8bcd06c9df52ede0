<?php

declare(strict_types=1);

// POST endpoints.changeAgencyInfo  agency_name, agency_phone  →  text/plain: "agency_name_exist",
// "agency_phone_exist", or any other short text for success (an HTML page or PHP's error output is
// read as a failure, never as success).

/**
 * Saves the agency's details unless the name or the phone belongs to another agency.
 *
 * @param list<string> $takenNames
 * @param list<string> $takenPhones
 */
function answer_agency_info(array $takenNames, array $takenPhones): void
{
    header('Content-Type: text/plain; charset=utf-8');
    $name = isset($_POST['agency_name']) && is_string($_POST['agency_name']) ? trim($_POST['agency_name']) : '';
    $phone = isset($_POST['agency_phone']) && is_string($_POST['agency_phone']) ? trim($_POST['agency_phone']) : '';
    if (in_array(mb_strtolower($name), array_map('mb_strtolower', $takenNames), true)) {
        echo 'agency_name_exist';
        return;
    }
    if (in_array($phone, $takenPhones, true)) {
        echo 'agency_phone_exist';
        return;
    }
    echo 'ok';
}
