// Runs before first paint so that a dark system never flashes white. The key is
// LOCAL_KEYS.themeMode of src/core/storage-keys.ts; the logic mirrors src/app/theme.ts.
(() => {
  try {
    const mode = localStorage.getItem('theme_mode');
    if (mode === 'dark' || (mode !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches)) {
      document.documentElement.classList.add('dark');
    }
  } catch {
    // Storage blocked (private mode): the app applies the theme once it boots.
  }
})();
