/**
 * The small SVGs of the first screen (logo, home hero art), drawn inline in the HTML (see InlineDrawing.tsx): the first
 * paint needs no request for them, and unlike an <img> (even with a data: URI) they need no separate SVG document, which
 * Chromium builds and lays out while it parses the page. Each is the same drawing as its file in public/images (a test
 * keeps them equal); the files stay for links such as the JSON-LD logo.
 */

export const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36" width="36" height="36"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#5eead4"/><stop offset="1" stop-color="#0f766e"/></linearGradient></defs><rect width="36" height="36" rx="10" fill="url(#g)"/><g fill="none" stroke="#0b1f2a" stroke-width="2.2" stroke-linecap="round"><circle cx="12" cy="13" r="3.2"/><circle cx="24" cy="13" r="3.2"/><circle cx="18" cy="24" r="3.2"/><path d="M15 14.5l1.6 6.8M21 14.5l-1.6 6.8M15.2 13h5.6"/></g></svg>`;

export const HERO_ART_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 420" width="480" height="420"><defs><radialGradient id="a" cx="50%" cy="45%" r="60%"><stop offset="0" stop-color="#5eead4" stop-opacity=".35"/><stop offset="1" stop-color="#5eead4" stop-opacity="0"/></radialGradient><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#5eead4"/><stop offset="1" stop-color="#14b8a6"/></linearGradient></defs><rect width="480" height="420" fill="url(#a)"/><g stroke="#5eead4" stroke-opacity=".55" stroke-width="3" fill="none"><path d="M120 110 210 160 300 110 390 160M210 160v100l90 50 90-50V160M120 110v100l90 50M300 310v70M210 260l-90 50"/></g><g fill="url(#b)"><circle cx="120" cy="110" r="16"/><circle cx="210" cy="160" r="20"/><circle cx="300" cy="110" r="16"/><circle cx="390" cy="160" r="18"/><circle cx="210" cy="260" r="16"/><circle cx="300" cy="310" r="22"/><circle cx="390" cy="260" r="14"/><circle cx="120" cy="210" r="12"/><circle cx="120" cy="310" r="14"/><circle cx="300" cy="380" r="12"/></g><g fill="#0b1f2a" fill-opacity=".35"><circle cx="204" cy="154" r="6"/><circle cx="294" cy="304" r="7"/></g></svg>`;

/**
 * A drawing's root attributes and its inner markup, with every id (and each url(#…) that refers to one) prefixed, so
 * two copies on one page (the header's and the footer's logo) never share an id.
 */
export function drawingParts(svg: string, idPrefix: string) {
  const root = /^<svg ([^>]*)>([\s\S]*)<\/svg>$/.exec(svg);
  if (!root) throw new Error('not a single <svg> element');
  // Whole attribute names only: `\b` would also let `width` match the end of `stroke-width`.
  const attr = (name: string) => new RegExp(`(?:^|\\s)${name}="([^"]*)"`).exec(root[1]!)?.[1] ?? '';
  return {
    viewBox: attr('viewBox'),
    width: Number(attr('width')),
    height: Number(attr('height')),
    inner: root[2]!.replace(/ id="([^"]+)"/g, ` id="${idPrefix}-$1"`).replace(/url\(#([^)]+)\)/g, `url(#${idPrefix}-$1)`),
  };
}
