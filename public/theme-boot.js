// Runs before first paint so that a dark system never flashes white, and so that the server's first
// paint of the home (server/http/first-paint.ts) knows the reader's language. The keys are LOCAL_KEYS.themeMode
// and LOCAL_KEYS.language of src/core/storage-keys.ts; the logic mirrors src/app/theme.ts and i18n.ts.
(() => {
  try {
    // A browser whose Chinese is Traditional reads zh-Hant unless the reader chose (src/i18n/i18n.ts).
    const chinese = (navigator.languages || []).find((l) => /^zh\b/i.test(l));
    const traditional = chinese && /^zh-(hant|tw|hk|mo)\b/i.test(chinese) ? 'zh-Hant' : '';
    const language = localStorage.getItem('language') || traditional;
    if (language) document.documentElement.lang = language;
    const mode = localStorage.getItem('theme_mode');
    const dark = mode === 'dark' || (mode !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
    if (dark) document.documentElement.classList.add('dark');
    // A chosen theme overrides the system's in the browser bars too (THEME_COLORS of src/core/manifest.ts).
    if (mode === 'dark' || mode === 'light') {
      for (const meta of document.querySelectorAll('meta[name="theme-color"]')) {
        meta.setAttribute('content', dark ? '#1a1a1e' : '#ffffff');
      }
    }
  } catch {
    // Storage blocked (private mode): the app applies the theme once it boots.
  }
})();
