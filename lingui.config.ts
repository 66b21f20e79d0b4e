import { defineConfig } from '@lingui/conf';

/**
 * The sources of what the first screen (/) can show: the shell (layout, bars, toasts, errors), the
 * home, the startup overlay (in app/overlay), and the works lists and covers it shows. Their
 * messages make up `shell.po`, loaded before the first render; every other screen's are in
 * `messages.po`, loaded when one of them is about to show (src/i18n/i18n.ts), as is the update
 * prompt's. A message used on both sides is in both.
 */
const SHELL = [
  '<rootDir>/src/app/{RootLayout,OfflineIndicator}.tsx',
  '<rootDir>/src/app/overlay',
  '<rootDir>/src/api',
  '<rootDir>/src/state',
  '<rootDir>/src/ui/{TabBar,Toaster,ProgressBar,Popup,PullToRefresh,LazyImage,Icon,Skeleton,EmptyState,Button}.tsx',
  '<rootDir>/src/ui/{image-loader,useImageLoad}.ts',
  '<rootDir>/src/features/common/{ErrorScreen,OpenInBrowser}.tsx',
  '<rootDir>/src/features/home',
  '<rootDir>/src/works/{WorkCover,WorkList}.tsx',
  '<rootDir>/src/routes/{__root,index}.tsx',
];

/** Tests use made-up messages of their own. */
const TESTS = ['**/*.test.ts', '**/*.test.tsx'];

/**
 * The operator console (a build of its own: admin.html) has its own catalogs, a level deeper
 * (locales/admin/<locale>/messages.po), so that the app's catalog loader (locales/<locale>/<part>.po)
 * never takes them into its build.
 */
const CONSOLE = '<rootDir>/src/admin';

export default defineConfig({
  sourceLocale: 'zh-CN',
  locales: ['zh-CN', 'en-US', 'zh-Hant'],
  fallbackLocales: { default: 'zh-CN' },
  catalogs: [
    { path: '<rootDir>/locales/{locale}/shell', include: SHELL, exclude: TESTS },
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: [...TESTS, `${CONSOLE}/**`, ...SHELL.map((path) => (/\.tsx?$/.test(path) ? path : `${path}/**`))],
    },
    { path: '<rootDir>/locales/admin/{locale}/messages', include: [CONSOLE], exclude: TESTS },
  ],
});
