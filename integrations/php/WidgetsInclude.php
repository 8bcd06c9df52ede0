<?php

declare(strict_types=1);

// For templates that load the helper without Composer (`require '…/integrations/php/WidgetsInclude.php'`,
// as the README showed before the package existed): the class itself is in src/, PSR-4 for Composer.
require_once __DIR__ . '/src/WidgetsInclude.php';
