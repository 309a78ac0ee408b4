import { it } from 'vitest';
import { lexiconFor } from '/work/wt-tune41/src/modules/participants/interviewer/lexicon.ts';
import { saysNoneOnText } from '/work/wt-tune41/src/modules/participants/interviewer/turn-intent.ts';
import { saysNothingMore } from '/work/wt-tune41/src/modules/participants/interviewer/referee-reading.ts';
it('dbg', () => {
  for (const [l, m] of [['es','nada más'],['de','nichts weiter'],['fr',"rien d'autre"],['fr','rien d’autre'],['pt','nada mais'],['en','nothing more'],['en',"that's all"],['es','eso es todo'],['de','das wars'],['pt','só isso']] as const) {
    const e = lexiconFor(l).inEnglish(m);
    console.log(l, m, '→', e, saysNoneOnText(e), saysNothingMore(e));
  }
});
