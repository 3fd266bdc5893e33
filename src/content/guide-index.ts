/** The eleven guides in menu order; each slug has a module in ./guides. */
export const guideIndex = [
  { slug: 'tb-500', name: 'TB-500' },
  { slug: 'bpc-157', name: 'BPC-157' },
  { slug: 'selank', name: 'Selank' },
  { slug: 'semax', name: 'Semax' },
  { slug: 'ipamorelin', name: 'Ipamorelin' },
  { slug: 'hcg', name: 'HCG' },
  { slug: 'retatrutide', name: 'Retatrutide' },
  { slug: 'tirzepatide', name: 'Tirzepatide' },
  { slug: 'tesamorelin', name: 'Tesamorelin' },
  { slug: 'nad', name: 'NAD+' },
  { slug: 'cjc-1295', name: 'CJC-1295' },
] as const;
export type GuideSlug = (typeof guideIndex)[number]['slug'];
