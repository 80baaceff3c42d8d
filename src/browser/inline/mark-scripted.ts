/**
 * Inlined in the head of every page (see src/node/webpack/inline-scripts.ts): marks that scripts run,
 * before the first paint, so enhanced layouts (the collapsed menu, entrance animations) apply
 * without a flash, while the page still works without JavaScript.
 */
export default function markScripted(): void {
  document.documentElement.classList.add('js');
}
