import { defineConfig } from '@lingui/conf';

export default defineConfig({
  sourceLocale: 'zh-CN',
  locales: ['zh-CN', 'en-US'],
  fallbackLocales: { default: 'zh-CN' },
  catalogs: [{ path: '<rootDir>/locales/{locale}/messages', include: ['<rootDir>/src'] }],
});
