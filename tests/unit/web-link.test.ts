import { describe, expect, it } from 'vitest';
import { isWebLink } from '@/lib/web-link';

describe('isWebLink', () => {
  it('lets http(s) links become hrefs', () => {
    expect(isWebLink('https://track.example/1')).toBe(true);
    expect(isWebLink('HTTP://track.example/1')).toBe(true);
  });

  it('refuses other schemes, scheme-relative links and nothing', () => {
    for (const url of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<script>1</script>',
      'vbscript:x',
      '//evil.example',
      ' https://x',
      null,
      undefined,
      '',
    ]) {
      expect(isWebLink(url)).toBe(false);
    }
  });
});
