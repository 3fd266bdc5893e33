/** Matches the CSS that shows the chat panel over the page rather than beside it (see "Floating chat" in styles.css). */
export const MODAL_QUERY = '(max-width: 1023px), (max-height: 600px)';
