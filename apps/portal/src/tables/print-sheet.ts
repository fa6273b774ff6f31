/**
 * Prints an HTML page the API answered: a hidden frame shows it from a Blob URL (a new tab could
 * not send the bearer token) and opens the browser's print dialog.
 */
export function printHtml(html: string) {
  const url = URL.createObjectURL(new Blob([html], { type: 'text/html' }));
  const frame = document.createElement('iframe');
  frame.title = 'print';
  frame.setAttribute('aria-hidden', 'true');
  Object.assign(frame.style, {
    position: 'fixed',
    right: '0',
    bottom: '0',
    width: '0',
    height: '0',
    border: '0',
  });
  const cleanUp = () => {
    frame.remove();
    URL.revokeObjectURL(url);
  };
  frame.onload = () => {
    const win = frame.contentWindow;
    if (!win) return cleanUp();
    win.addEventListener('afterprint', () => setTimeout(cleanUp, 0));
    win.focus();
    win.print();
    // Browsers whose print() does not block and never say "afterprint" still get their memory back.
    setTimeout(cleanUp, 60_000);
  };
  frame.src = url;
  document.body.appendChild(frame);
}
