import { expect, it } from 'vitest';
import { decodeSupportText, escapeSupportText } from './support-text';

it('escapes support entries as the spec sends them, and reads them back', () => {
  expect(escapeSupportText('<群> "a"')).toBe('&lt;群&gt; &quot;a&quot;');
  expect(decodeSupportText(escapeSupportText('<群> "a"'))).toBe('<群> "a"');
});
