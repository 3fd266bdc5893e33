import { describe, expect, it } from 'vitest';
import { jsonLdBlocks, request, visibleText } from '../test/http';
import { businessFacts } from './business-facts';
import { company } from './company';
import { guideIndex } from './guide-index';
import { guides } from './guides';
import { GuideRegulatorySchema, regulatoryStatus } from './registry/regulatory';
import { GuideSchema } from './schema';

const page = async (path: string) => {
  const res = await request(path);
  expect(res.status, path).toBe(200);
  return res.text();
};

describe('regulatory status on every guide', () => {
  it('has US, UK/EU, UAE and anti-doping rows for every guide, each with a source, and says what is uncertain', () => {
    expect(Object.keys(regulatoryStatus).sort()).toEqual(guideIndex.map((g) => g.slug).sort());
    for (const status of Object.values(regulatoryStatus)) {
      const parsed = GuideRegulatorySchema.parse(status);
      expect(parsed.reviewedBy).not.toMatch(/\b(Dr|Mr|Ms)\.? [A-Z]/); // a role, never an invented person
      for (const row of parsed.rows) if (row.certainty !== 'confirmed') expect(row.caveat, row.status).toBeTruthy();
    }
    // A row claiming certainty without saying what is uncertain is rejected.
    const bad = structuredClone(regulatoryStatus['bpc-157']);
    bad.rows[0] = { ...bad.rows[0]!, certainty: 'changing', caveat: undefined };
    expect(GuideRegulatorySchema.safeParse(bad).success).toBe(false);
  });

  it.each(guideIndex.map((g) => g.slug))('/education/%s shows the dated block, the evidence labels and both notices', async (slug) => {
    const text = visibleText(await page(`/education/${slug}`));
    const status = regulatoryStatus[slug];
    expect(text).toContain('Last reviewed: November 26, 2026');
    expect(text).toContain(`by ${status.reviewedBy}`);
    expect(text).toMatch(/Regulatory status of /);
    for (const row of status.rows) {
      expect(text).toContain(row.authority);
      expect(text).toContain(row.status);
    }
    expect(text).toContain('What it means for you:');
    expect(text).toContain('What the evidence labels mean');
    const guide = guides.find((g) => g.slug === slug)!;
    const benefits = guide.sections.find((s) => s.id === 'benefits')!;
    const labels = text.match(/Evidence: (human trial|human observational|animal study|lab study)/g) ?? [];
    const findings = benefits.evidence!.filter((e) => e !== 'limits').length;
    expect(labels.length, slug).toBe(findings);
    expect(text).toContain('Research use only.');
    expect(text).toContain('Not medical advice.');
  });

  it('rejects a guide whose findings carry no evidence label', () => {
    const guide = structuredClone(guides[0]!);
    const benefits = guide.sections.find((s) => s.id === 'benefits')!;
    delete benefits.evidence;
    expect(GuideSchema.safeParse(guide).success).toBe(false);
  });

  it('labels every cited finding with a kind of evidence; "limits" only marks a paragraph that says what is not shown', () => {
    for (const guide of guides) {
      const benefits = guide.sections.find((s) => s.id === 'benefits')!;
      benefits.paragraphs.forEach((p, i) => {
        if (benefits.evidence![i] === 'limits') expect(p, guide.slug).toMatch(/\bnot\b|\bno\b|\bnone\b|unproven|lack|narrow|only/i);
      });
      expect(
        benefits.evidence!.some((e) => e !== 'limits'),
        guide.slug,
      ).toBe(true);
    }
  });
});

describe('the eight corrected sentences', () => {
  const text = (slug: string) => JSON.stringify(guides.find((g) => g.slug === slug));
  it('attribute the client figures honestly and say no more than their sources', () => {
    expect(text('tirzepatide')).toContain(
      'Our client’s protocol notes describe the SURPASS and SURMOUNT phase 3 programs as having enrolled over 15,000 trial participants',
    );
    expect(text('tirzepatide')).toContain('2,539 [1], 783 [3] and 1,879 [4]');
    expect(text('tesamorelin')).toContain('Our client’s protocols expect measurable benefits after 3-6 months');
    expect(text('tesamorelin')).not.toContain('44-amino-acid');
    expect(text('nad')).not.toMatch(/Slow infusion is standard|flushing, warmth, chest tightness/);
    expect(text('cjc-1295')).not.toContain('ConjuChem');
    expect(text('ipamorelin')).not.toContain('fluid retention');
    expect(text('hcg')).not.toContain('pooled in the Lijesen');
    expect(text('hcg')).not.toContain('1,000-2,000 IU');
  });
});

describe('contradictions resolved', () => {
  it('the promo bar claims link to what they cover, and the terms explain the guarantee', async () => {
    const home = await page('/');
    expect(home).toMatch(/href="\/terms#refunds-and-returns"[^>]*>[\s\S]*?100% quality guarantee/);
    expect(home).toMatch(/href="\/contact#support"[^>]*>[\s\S]*?24\/7 expert support/);
    const terms = visibleText(await page('/terms'));
    expect(terms).toContain('The "100% quality guarantee" in our promotion bar means this');
    expect(terms).toContain('all sales are final');
    const contact = await page('/contact');
    expect(contact).toContain('id="support"');
    expect(visibleText(contact)).toContain('24/7 expert support: the AI assistant and the message form are available at any hour');
  });

  it('the FAQ and the contact page agree on consultations and on Saturday', async () => {
    const faqText = visibleText(await page('/education/faq'));
    expect(faqText).toContain('Consultations are held at our Dubai office or remotely');
    expect(faqText).toContain(company.phoneHours);
    expect(faqText).toContain(businessFacts.hours.value.saturdayNote);
    const contactText = visibleText(await page('/contact'));
    expect(contactText).toContain(businessFacts.hours.value.saturdayNote);
    expect(contactText).toContain('Saturday 10:00 AM - 4:00 PM');
  });

  it('structured data leaves out the unconfirmed phone, street address, email and coordinates', async () => {
    for (const path of ['/', '/about', '/contact']) {
      const ld = JSON.stringify(jsonLdBlocks(await page(path)));
      expect(ld, path).toContain('"LocalBusiness"');
      expect(ld, path).toContain('"addressLocality":"Dubai"');
      expect(ld, path).not.toContain(businessFacts.phone.value.e164);
      expect(ld, path).not.toContain(businessFacts.address.value.street);
      expect(ld, path).not.toContain(businessFacts.email.value);
      expect(ld, path).not.toContain('GeoCoordinates');
    }
  });
});
