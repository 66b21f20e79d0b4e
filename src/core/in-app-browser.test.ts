import { describe, expect, it } from 'vitest';
import { isMessagingWebView } from './in-app-browser';

describe('messaging in-app browsers', () => {
  it.each([
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.40',
    'Mozilla/5.0 (Linux; Android 13; V2055A) AppleWebKit/537.36 Chrome/107 XWEB/5023 MMWEBSDK/20230504 MicroMessenger/8.0.37 WeChat/arm64',
    'Mozilla/5.0 (Linux; Android 12) AppleWebKit/537.36 Chrome/98 Mobile Safari/537.36 V1_AND_SQ_8.9.50_4330_YYB_D QQ/8.9.50.10650 NetType/WIFI',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 QQ/8.9.55.625',
  ])('refuses %s', (ua) => {
    expect(isMessagingWebView(ua)).toBe(true);
  });

  it.each([
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36',
    'Mozilla/5.0 (Linux; U; Android 10; zh-cn) AppleWebKit/537.36 Chrome/89 MQQBrowser/13.6 Mobile Safari/537.36',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
    'Mozilla/5.0 (Linux; U; Android 9) UCBrowser/13.4.0.1306 Mobile Safari/537.36',
  ])('lets normal browsers in: %s', (ua) => {
    expect(isMessagingWebView(ua)).toBe(false);
  });
});
