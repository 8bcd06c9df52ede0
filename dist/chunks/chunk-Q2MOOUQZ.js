var t=/^\s*(?:<br\s*\/?>\s*)*(?:<b>\s*)?(?:PHP\s+)?(?:Fatal error|Parse error|Catchable fatal error|Warning|Notice|Deprecated)\s*(?:<\/b>\s*)?:/i;function e(r){return t.test(r)}export{e as a};
