/** FAQ accordions ([data-accordion]): a question's button shows its answer and hides the group's other answer. */
export function initAccordions() {
  document.addEventListener('click', (e) => {
    const button = (e.target as Element).closest<HTMLButtonElement>('[data-accordion] h3 button[aria-controls]');
    const group = button?.closest('[data-accordion]');
    if (!button || !group) return;
    const opening = button.getAttribute('aria-expanded') !== 'true';
    for (const other of group.querySelectorAll<HTMLButtonElement>('h3 button[aria-controls]')) {
      const open = other === button && opening;
      other.setAttribute('aria-expanded', String(open));
      const panel = document.getElementById(other.getAttribute('aria-controls') ?? '');
      if (panel) panel.hidden = !open;
    }
  });
}
