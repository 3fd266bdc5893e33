/**
 * The booking picker is drawn by the server in the zone it guesses (Cloudflare's, or Dubai). The browser knows the
 * visitor's own zone: when it differs and the visitor has not chosen one (no ?tz=), the page is asked for again in it.
 * The zone form keeps working without this script.
 */
export function initBookingZone() {
  const form = document.querySelector<HTMLFormElement>('form[data-booking-zone]');
  if (!form) return;
  const url = new URL(location.href);
  if (url.searchParams.has('tz')) return;
  let zone = '';
  try {
    zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return;
  }
  if (!zone || zone === form.dataset.bookingZone) return;
  url.searchParams.set('tz', zone);
  location.replace(url.toString());
}
