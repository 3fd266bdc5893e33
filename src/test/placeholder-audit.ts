import type { BusinessFacts } from '../content/business-facts';

/** A rendered page: its path, raw HTML, and the text a reader sees. */
export type RenderedPage = { path: string; html: string; text: string };

type Group = 'contact' | 'team' | 'testimonials' | null;
type Probe = { key: string; group: Group; needles: string[]; inHtml: boolean; pages: string[]; shown: boolean };

/** What identifies each placeholder on a page, and which notice must sit beside it. */
function probes(f: BusinessFacts): Probe[] {
  const one = (
    key: string,
    e: { placeholder: boolean; pages: string[]; shownWhilePlaceholder: boolean },
    group: Group,
    needles: string[],
    inHtml = false,
  ) => (e.placeholder ? [{ key, group, needles, inHtml, pages: e.pages, shown: e.shownWhilePlaceholder }] : []);
  return [
    ...one('email', f.email, 'contact', [f.email.value]),
    ...one('privacyEmail', f.privacyEmail, 'contact', [f.privacyEmail.value]),
    ...one('phone', f.phone, 'contact', [f.phone.value.display]),
    ...one('address', f.address, 'contact', [f.address.value.street]),
    // Coordinates appear only in structured data, which every page's footer notice covers.
    ...one('geo', f.geo, 'contact', [String(f.geo.value.latitude)], true),
    // The map link is an href: look for it in the HTML, where & is written &amp;.
    ...one('mapUrl', f.mapUrl, 'contact', [f.mapUrl.value.replace(/&/g, '&amp;')], true),
    ...one('testing', f.testing, null, [...f.testing.value.items, f.testing.value.statement]),
    ...f.team.flatMap((t, i) => one(`team[${i}]`, t, 'team', [t.value.name])),
    ...f.testimonials.flatMap((t, i) => one(`testimonials[${i}]`, t, 'testimonials', [t.value.name, t.value.content])),
  ];
}

/** Every way the rendered site disagrees with business-facts.ts: a placeholder without its notice, a page list that is wrong, a hidden claim shown. */
export function placeholderProblems(pages: RenderedPage[], facts: BusinessFacts): string[] {
  const problems: string[] = [];
  for (const p of probes(facts)) {
    const showing = pages.filter((page) => p.needles.some((n) => (p.inHtml ? page.html : page.text).includes(n))).map((page) => page.path);
    if (!p.shown) {
      for (const path of showing) problems.push(`${p.key} is hidden until confirmed but appears on ${path}`);
      continue;
    }
    for (const path of showing) {
      const page = pages.find((x) => x.path === path)!;
      if (p.group && !page.html.includes(`data-placeholder-notice="${p.group}"`))
        problems.push(`${p.key} appears on ${path} without its "${p.group}" notice`);
    }
    const expected = p.pages.includes('*') ? pages.map((x) => x.path) : p.pages;
    const missing = expected.filter((path) => !showing.includes(path));
    const extra = showing.filter((path) => !expected.includes(path));
    if (missing.length) problems.push(`${p.key} is listed for ${missing.join(', ')} but not shown there`);
    if (extra.length) problems.push(`${p.key} is shown on ${extra.join(', ')} but its pages list omits them`);
  }
  return problems;
}
