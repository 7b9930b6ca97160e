/** The thin progress bar at the top of the page while calls are under way. */
const ID = 'diagops-progress';
let running = 0;

function bar(): HTMLElement {
  let el = document.getElementById(ID);
  if (!el) {
    el = document.createElement('div');
    el.id = ID;
    // a decorative hint beside the pages' own loading states: hidden from assistive technology
    el.setAttribute('aria-hidden', 'true');
    Object.assign(el.style, { position: 'fixed', top: '0', left: '0', height: '2px', width: '0', zIndex: '3000', transition: 'width .3s, opacity .3s' });
    el.style.background = 'var(--diagops-primary, #199ed9)';
    document.body.appendChild(el);
  }
  return el;
}

export const progress = {
  start() {
    running++;
    const el = bar();
    el.style.opacity = '1';
    el.style.width = `${Math.min(90, 20 + running * 20)}%`;
  },
  done() {
    running = Math.max(0, running - 1);
    if (running > 0) return;
    const el = bar();
    el.style.width = '100%';
    el.style.opacity = '0';
  },
  /** a failed call hides the bar at once */
  fail() {
    running = Math.max(0, running - 1);
    const el = bar();
    el.style.width = '0';
    el.style.opacity = '0';
  },
  visible(): boolean {
    return document.getElementById(ID)?.style.opacity === '1';
  },
};
