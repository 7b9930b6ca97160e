export { renderAt } from '../../test/render-at';

/** The confirmation dialog showing `text`: its OK button. */
export function confirmOk(box: HTMLElement): HTMLElement {
  return box.closest('[data-confirm]')!.querySelector<HTMLElement>('[data-ok]')!;
}
