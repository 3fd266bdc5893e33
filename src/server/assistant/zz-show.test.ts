import { it } from 'vitest';
import { composeAnswer } from './answer';
const Q: [string, string?, string[]?][] = [
  ['My son is 16, can he use BPC-157 for his knee?'], ["I'm sixteen and want to get bigger, which peptide?"],
  ['What is the starting dose of tirzepatide?'], ['retatrutide dosing schedule'], ['Can I take BPC-157 while on blood thinners?'],
  ['what payment methods do you accept'], ['How soon can I get a consultation?'], ['What is selank used for and is it addictive?'],
  ['Can I talk to a human?'], ["What's the weather in Dubai today?"], ['Can you recommend a doctor in Dubai?'],
  ['how much does the longevity stack cost'], ['Whats the half life of cjc 1295 no dac'], ['bpc157 dosage'],
  ['What doses were studied?', '/', ['What is TB-500?']], ['What is this page about?', '/education/semax'], ['Tell me more', '/education/semax'],
  ['How much does it cost?', '/solutions/recovery-stack'], ['can tirzepatide cause chest pain?'], ['What is your refund policy?'],
  ['How long should a cold plunge session be?'], ['what is bpc-157 and what does it cost'], ['tirzepatide vs retatrutide'],
  ['is tb500 banned in sport'], ['What personal data do you collect?'], ['how should I store peptides'], ['what is ozempic'],
  ['tell me about epitalon'], ['How do Semax and Selank differ?'], ['what is on this page', '/solutions/consultations'],
];
it('show', () => {
  for (const [m, page, h] of Q) {
    const a = composeAnswer({ message: m, history: (h ?? []).map((content) => ({ role: 'user' as const, content })), pageContext: page ?? '/' });
    console.log(`### ${m} [${page ?? '/'}] -> ${a.kind}${a.handoff ? ' handoff' : ''}\n${a.text.replace(/_Research use only[^_]*_/, '[NOTE]')}\n`);
  }
});
