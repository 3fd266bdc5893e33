import type { Guide } from '../schema';
import { guideIndex, type GuideSlug } from '../guide-index';
import bpc157 from './bpc-157';
import cjc1295 from './cjc-1295';
import hcg from './hcg';
import ipamorelin from './ipamorelin';
import nad from './nad';
import retatrutide from './retatrutide';
import selank from './selank';
import semax from './semax';
import tb500 from './tb-500';
import tesamorelin from './tesamorelin';
import tirzepatide from './tirzepatide';

const bySlug: Record<GuideSlug, Guide> = {
  'tb-500': tb500,
  'bpc-157': bpc157,
  selank,
  semax,
  ipamorelin,
  hcg,
  retatrutide,
  tirzepatide,
  tesamorelin,
  nad,
  'cjc-1295': cjc1295,
};

/** All eleven guides in menu order. */
export const guides: Guide[] = guideIndex.map((g) => bySlug[g.slug]);

export function findGuide(slug: string): Guide | undefined {
  return Object.hasOwn(bySlug, slug) ? bySlug[slug as GuideSlug] : undefined;
}
