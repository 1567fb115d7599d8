// Runs before the first paint of the prerendered pages (/ and /pricing), which have no React:
// the chosen theme (src/stores/theme-preference.ts) and whether someone is signed in
// (src/stores/token.ts). A signed-in visitor is sent from / to the dashboard, as the app does.
(function () {
  var root = document.documentElement;
  try {
    var theme = localStorage.getItem('quillpost-ui-theme');
    var systemDark = window.matchMedia('(prefers-color-scheme: dark)').matches;
    root.classList.toggle('dark', theme === 'dark' || (theme === 'system' && systemDark));
    var stored = JSON.parse(localStorage.getItem('token-store') || '{}');
    if (stored.state && stored.state.token) {
      if (location.pathname === '/') location.replace('/dashboard');
      root.setAttribute('data-signed-in', '');
    }
  } catch {
    // Storage can be off (private mode): light theme, signed out.
  }
})();
