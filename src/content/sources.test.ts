import { describe, expect, it } from 'vitest';
import { guides } from './guides';
import { type Source, SourceSchema } from './schema';
import { educationSources } from './site/education';
import { researchSources } from './site/research';
import { confirmedIds, idKey, pendingIds } from './source-checks';

/** Every citation on the site, with the page that shows it. */
const citations: { where: string; source: Source }[] = [
  ...guides.flatMap((g) => g.sources.map((source) => ({ where: `/education/${g.slug}`, source }))),
  ...Object.entries(educationSources).flatMap(([slug, list]) => list.map((source) => ({ where: `/education/${slug}`, source }))),
  ...researchSources.map((source) => ({ where: '/research', source })),
];
const idsOf = (s: Source) => [...(s.pmid ? [idKey('pmid', s.pmid)] : []), ...(s.doi ? [idKey('doi', s.doi)] : [])];

describe('citations', () => {
  it('every citation carries a PMID or DOI that was matched against a stored copy of the paper (or is pending, which blocks deploy)', () => {
    for (const { where, source } of citations) {
      const ids = idsOf(source);
      const label = `${where}: ${source.authors} ${source.year}`;
      expect(ids.length, label).toBeGreaterThan(0);
      for (const id of ids) expect(id in confirmedIds || id in pendingIds, `${label} cites ${id}, which was never confirmed`).toBe(true);
      expect(ids.some((id) => id in confirmedIds) || ids.every((id) => id in pendingIds), label).toBe(true);
    }
  });

  it('no source year lies in the future (relative to today)', () => {
    const thisYear = new Date().getUTCFullYear();
    for (const { where, source } of citations) expect(source.year, `${where}: ${source.title}`).toBeLessThanOrEqual(thisYear);
    const base = citations[0]!.source;
    expect(SourceSchema.safeParse({ ...base, year: thisYear + 1 }).success).toBe(false);
    expect(SourceSchema.safeParse({ ...base, year: thisYear }).success).toBe(true);
  });

  it('rejects a citation without an identifier', () => {
    const { pmid: _p, doi: _d, ...bare } = citations[0]!.source;
    expect(SourceSchema.safeParse(bare).success).toBe(false);
  });

  it('the ledger holds no stale or contradictory entries', () => {
    const cited = new Set(citations.flatMap(({ source }) => idsOf(source)));
    for (const id of [...Object.keys(confirmedIds), ...Object.keys(pendingIds)])
      expect(cited.has(id), `${id} is not cited anywhere`).toBe(true);
    for (const id of Object.keys(pendingIds)) expect(id in confirmedIds, id).toBe(false);
  });

  it('confirms no identifier on a shadow-library, vendor, forum or blog page (those wait in pendingIds)', () => {
    const weak =
      /scribd\.com|zlibrary|vdocuments|healthyd\.com|bpc157peptidetherapy|musclechemistry|hypermuscles|ironmagazineforums|wordpress\.com|friendsoftheugagarden|helps4health|ablesci\.com/i;
    const offenders = Object.entries(confirmedIds).filter(([, where]) => weak.test(where));
    expect(offenders).toEqual([]);
  });
});
