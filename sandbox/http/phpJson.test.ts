import { describe, expect, it } from 'vitest';
import { phpJsonEncode } from './phpJson.ts';

describe('JSON written as PHP json_encode writes it (Laravel JsonResponse)', () => {
  it('escapes slashes and non-ASCII characters, as PHP does by default', () => {
    expect(phpJsonEncode({ url: 'https://crm.test/api/lead?page=2', name: 'Иван' })).toBe(
      '{"url":"https:\\/\\/crm.test\\/api\\/lead?page=2","name":"\\u0418\\u0432\\u0430\\u043d"}',
    );
  });

  it('writes characters outside the BMP as their two surrogates', () => {
    expect(phpJsonEncode('🙂')).toBe('"\\ud83d\\ude42"');
  });

  it('hex-escapes < > \' & " inside strings, with Symfony’s default flags', () => {
    expect(phpJsonEncode({ note: `<b>"A" & 'B'</b>` })).toBe(
      '{"note":"\\u003Cb\\u003E\\u0022A\\u0022 \\u0026 \\u0027B\\u0027\\u003C\\/b\\u003E"}',
    );
  });

  it('keeps the other escapes and every value as it was', () => {
    const value = { text: 'a\\b\n\t"c"', n: 1.5, none: null, yes: true, list: [1, 'ж/'] };
    const encoded = phpJsonEncode(value);
    expect(encoded).toContain('a\\\\b\\n\\t');
    expect(JSON.parse(encoded)).toEqual(value);
  });
});
