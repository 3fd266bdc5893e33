import { describe, expect, it } from 'vitest';
import { greetingFor } from './greetings';

describe('greetingFor', () => {
  it('has its own welcome for /solutions, /recovery, /education, /research and consultations, and a generic one elsewhere', () => {
    const pages = ['/solutions', '/recovery', '/education/bpc-157', '/research', '/solutions/consultations', '/about'];
    const texts = pages.map(greetingFor);
    expect(new Set(texts).size).toBe(pages.length);
    expect(greetingFor('/solutions/nutrition')).toBe(greetingFor('/solutions'));
    expect(greetingFor('/consultation')).toBe(greetingFor('/solutions/consultations'));
    expect(greetingFor('/contact')).toBe(greetingFor('/'));
    expect(greetingFor('/solutions/consultations')).toMatch(/consultations work/);
  });
});
