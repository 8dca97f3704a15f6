import { describe, expect, it } from 'vitest';
import { deviceName } from '../../src/lib/user-agent.ts';

describe('deviceName', () => {
  it('names the common browsers and systems', () => {
    expect(deviceName('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36')).toEqual({
      browser: 'Chrome 156',
      os: 'Linux',
      mobile: false,
    });
    expect(deviceName('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0')).toMatchObject({
      browser: 'Edge 131',
      os: 'Windows',
    });
    expect(deviceName('Mozilla/5.0 (Macintosh; Intel Mac OS X 14.6; rv:133.0) Gecko/20100101 Firefox/133.0')).toMatchObject({ browser: 'Firefox 133', os: 'macOS' });
    expect(
      deviceName('Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'),
    ).toEqual({ browser: 'Safari 18', os: 'iOS', mobile: true });
    expect(deviceName('Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36')).toEqual({
      browser: 'Samsung Internet 26',
      os: 'Android',
      mobile: true,
    });
  });

  it('says nothing it cannot read', () => {
    expect(deviceName('curl/8.5.0')).toEqual({ browser: null, os: null, mobile: false });
    expect(deviceName('')).toEqual({ browser: null, os: null, mobile: false });
  });
});
