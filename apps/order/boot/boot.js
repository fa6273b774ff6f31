/*
 * What starts before the app's JavaScript has come (on a phone's mobile data its download and
 * start-up take longer than the menu itself): a table's menu request, and the Chinese texts for a
 * phone that reads Chinese. A plain script loaded `async` from index.html, as the
 * Content-Security-Policy allows no inline one; the build fills in the texts' file
 * (vite.config.ts), and src/table/early-menu.ts hands the menu to the page.
 */
(() => {
  const zhChunk = '__ZH_CHUNK__';

  // The same choice as src/i18n.ts: the language kept on this phone, else the browser's first the app speaks.
  let kept = null;
  try {
    kept = localStorage.getItem('i18nextLng');
  } catch {}
  const language = [kept, ...(navigator.languages || []), navigator.language]
    .map((tag) => tag?.split(/[-_]/)[0].toLowerCase())
    .find((l) => l === 'en' || l === 'zh');
  if (language === 'zh' && zhChunk.startsWith('/')) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = zhChunk;
    document.head.append(link);
  }

  const m = /^\/order\/t\/([^/]+)\/?$/.exec(location.pathname);
  if (!m || window.mejaEarlyMenu) return;
  let token;
  try {
    token = decodeURIComponent(m[1]);
  } catch {
    return; // Not a table's code: the app says so.
  }
  const early = {
    token,
    // Anything but a menu (a 404, no connection) is left to the app, which asks again and explains.
    reply: fetch(`/api/public/table/${encodeURIComponent(token)}/menu`, {
      headers: { Accept: 'application/json' },
    })
      .then((res) => (res.ok ? res.json() : null))
      .catch(() => null),
  };
  // Kept as it comes, so an app that starts after the reply draws the menu at once.
  early.reply.then((body) => {
    early.body = body;
  });
  window.mejaEarlyMenu = early;
})();
