/**
 * The one script of a prerendered page (scripts/prerender.ts). The page paints from its HTML and
 * inlined CSS alone; the app's code is fetched only after that first paint, so nothing competes
 * with it. Its tag lists the code: `data-entry`, the module that starts the app (src/web/main.tsx),
 * and `data-preload`, the modules the page needs, fetched alongside.
 *
 * A button pressed before the app has taken over the page would do nothing, or submit its form
 * the browser's way, fields in the address: such presses are held back, unseen by the app, and
 * replayed once it has taken over (`app:ready`, sent by the app); no form is submitted before.
 */
const tag = document.querySelector<HTMLScriptElement>('script[data-entry]');
const pressed: HTMLElement[] = [];

function keepPress(event: MouseEvent) {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (!button) return;
  event.preventDefault();
  event.stopPropagation();
  pressed.push(button);
}

function holdSubmit(event: SubmitEvent) {
  event.preventDefault();
  event.stopPropagation();
}

document.addEventListener('click', keepPress, true);
document.addEventListener('submit', holdSubmit, true);
window.addEventListener(
  'app:ready',
  () => {
    document.removeEventListener('click', keepPress, true);
    document.removeEventListener('submit', holdSubmit, true);
    for (const button of pressed) if (button.isConnected) button.click();
  },
  { once: true },
);

function start() {
  if (!tag?.dataset.entry) return;
  for (const href of (tag.dataset.preload ?? '').split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = tag.dataset.entry;
  document.head.append(script);
}

// The callback runs before the next frame is painted; the timeout, once it has been.
requestAnimationFrame(() => setTimeout(start));
