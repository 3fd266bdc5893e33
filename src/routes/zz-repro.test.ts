import { it } from 'vitest';
import { answerOf, readEvents, sendChat } from './chat-test-kit';
const Q: [string, string, { role: 'user' | 'assistant'; content: string }[]?][] = [
  ['My son is 16, can he use BPC-157 for his knee?', '/'],
  ["I'm sixteen and want to get bigger, which peptide?", '/'],
  ['my heart is racing and I feel faint after the tirzepatide shot', '/'],
  ['I took double my semaglutide dose by accident and keep vomiting', '/'],
  ['What is the starting dose of tirzepatide?', '/'],
  ['retatrutide dosing schedule', '/'],
  ['Can I take BPC-157 while on blood thinners?', '/'],
  ['what payment methods do you accept', '/'],
  ['How soon can I get a consultation?', '/'],
  ['What is selank used for and is it addictive?', '/'],
  ['Can I talk to a human?', '/'],
  ["What's the weather in Dubai today?", '/'],
  ['Can you recommend a doctor in Dubai?', '/'],
  ['how much does the longevity stack cost', '/'],
  ['Whats the half life of cjc 1295 no dac', '/'],
  ['bpc157 dosage', '/'],
  ['What doses were studied?', '/', [{ role: 'user', content: 'What is TB-500?' }]],
  ['What is this page about?', '/education/semax'],
  ['Tell me more', '/education/semax'],
  ['How much does it cost?', '/solutions/recovery-stack'],
];
it('repro', async () => {
  const out: string[] = [];
  for (const [message, pageContext, history] of Q) {
    const res = await sendChat({ message, conversationId: null, pageContext, isGuest: true, history: history ?? [] });
    out.push(`### ${message} [${pageContext}]\n${answerOf(await readEvents(res))}\n`);
  }
  console.log(out.join('\n'));
}, 60000);
