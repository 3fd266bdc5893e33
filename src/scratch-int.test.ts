import { it } from 'vitest';
import { composeAnswer } from './server/assistant/answer';
import texts from '/work/dec.txt?raw';
it('int', () => {
  for (const line of (texts as string).trim().split('\n')) {
    const [page, text, ...rest] = line.includes('|') ? line.split('|') : ['/', line];
    const history = rest.map((content, i) => ({ role: (i % 2 ? 'assistant' : 'user') as 'user' | 'assistant', content }));
    const a = composeAnswer({ message: text!, history, pageContext: page! });
    const i = a.intent;
    console.log(`${a.kind} aspects=${i?.aspects} compounds=${i?.compounds.map((c) => c.key)} services=${i?.services.map((s) => `${s.service}:${s.variant}`)} modalities=${i?.modalities.map((m) => m.key)} act=${i?.act} from=${i?.topicFrom} :: ${text!.slice(0, 60)}\n   ${a.text.slice(0, 900).replace(/\n/g, ' / ')}`);
  }
});
