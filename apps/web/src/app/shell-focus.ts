/**
 * A keyboard user can Tab into the static shell (index.html) before React mounts. React's first
 * commit replaces the shell, which would drop their focus on <body> and send the next Tab back to
 * the top of the page. This hands the focus to the same link in the app: the one with the same
 * address, counted in the same order (the logo and "Home" both lead to "/"; the crisis line's
 * numbers come before the header in both).
 */
export function carryShellFocus(root: HTMLElement): void {
  const shellHeader = root.querySelector('header');
  const shell = shellHeader?.parentElement;
  if (!shellHeader || !shell) return;
  // The focus may have come before this script did, or come later.
  const active = document.activeElement;
  let focused = active instanceof HTMLAnchorElement && root.contains(active) ? active : null;
  const onFocus = (event: FocusEvent) => {
    focused = event.target instanceof HTMLAnchorElement ? event.target : null;
  };
  // Leaving a link forgets it, unless it left because React removed it (checked once removal is done).
  const onBlur = (event: FocusEvent) => {
    const left = event.target;
    queueMicrotask(() => {
      if (left === focused && focused?.isConnected) focused = null;
    });
  };
  root.addEventListener('focusin', onFocus);
  root.addEventListener('focusout', onBlur);

  const observer = new MutationObserver(() => {
    if (shellHeader.isConnected) return;
    observer.disconnect();
    root.removeEventListener('focusin', onFocus);
    root.removeEventListener('focusout', onBlur);
    const lost = focused && !focused.isConnected && document.activeElement === document.body;
    const href = focused?.getAttribute('href');
    if (!lost || !focused || href === null || href === undefined) return;
    const selector = `a[href="${CSS.escape(href)}"]`;
    const order = [...shell.querySelectorAll(selector)].indexOf(focused);
    const twin = root.querySelectorAll<HTMLAnchorElement>(selector)[Math.max(order, 0)];
    twin?.focus();
  });
  observer.observe(root, { childList: true });
}
