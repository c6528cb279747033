/**
 * JSON as Laravel's JsonResponse writes it: PHP's json_encode with Symfony's default flags (JSON_HEX_TAG,
 * JSON_HEX_APOS, JSON_HEX_AMP, JSON_HEX_QUOT) and without JSON_UNESCAPED_SLASHES or JSON_UNESCAPED_UNICODE.
 * So `/` becomes `\/`, every non-ASCII UTF-16 unit `\u0430`, and `<>'&"` inside strings `\u003C` and so on.
 * Clients that parse JSON see the same values; clients that read the raw text do not, which is the point.
 */
const HEX_FLAGS: Record<string, string> = {
  '<': '\\u003C',
  '>': '\\u003E',
  "'": '\\u0027',
  '&': '\\u0026',
  '\\"': '\\u0022',
};

// An escape JSON.stringify wrote (kept, but for \"), a character PHP escapes, or one UTF-16 unit past ASCII
// (no `u` flag: astral characters come out as their two surrogates, as PHP writes them).
const PHP_ESCAPED = /\\.|[/<>'&]|[\u0080-\uffff]/g;

export function phpJsonEncode(value: unknown): string {
  return JSON.stringify(value).replace(PHP_ESCAPED, (match) => {
    if (match === '/') return '\\/';
    const hex = HEX_FLAGS[match];
    if (hex !== undefined) return hex;
    if (match.startsWith('\\')) return match;
    return `\\u${match.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}
