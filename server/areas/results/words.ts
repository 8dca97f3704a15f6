// The commonest words of a text field's answers, for the dashboard: a word cloud's worth, counted in
// JavaScript on a bounded sample, without the words every sentence has in the form's languages.

/** How many words a text field's chart shows. */
export const TOP_WORDS = 20;

// Short on purpose: the words that would top every chart in Italian, English, Spanish, French and Portuguese.
const STOP_WORDS = new Set(
  [
    // it
    'che chi con del della delle dei degli dal dalla per nel nella nei sul sulla una uno gli le lo la il non più come anche sono essere questo questa quello quella loro noi voi suo sua suoi mio mia tra fra era hanno ha ho abbiamo alla alle allo agli dove quando molto tutto tutti ogni già',
    // en
    'the and for are but not you all any can had her was one our out has have his how its may new now see two who did get let put say she too use that this with from they will would there their what which when your about into than them then been were more also some just like only over such very our ours',
    // es
    'los las del por con una unos unas para como más pero sus les este esta esto ese esa estos estas son fue ser hay muy sin sobre también entre cuando todo todos nos nuestro nuestra donde',
    // fr
    'les des une est pas pour dans par sur avec que qui son ses mais plus nous vous ils elles leur leurs aux ces cette tout tous été être fait comme sans sont ont où entre aussi très',
    // pt
    'uma uns umas com não por para como mais mas seu sua seus suas dos das nos nas ele ela eles elas isso este esta são foi ser tem há muito sem sobre também entre quando todo todos onde nosso nossa',
  ]
    .join(' ')
    .split(' '),
);

const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

/** The words of some texts counted, commonest first (then in alphabetical order), without stop words, numbers or words under three letters. */
export function commonestWords(texts: Iterable<string>, top = TOP_WORDS): Array<{ value: string; count: number }> {
  const counts = new Map<string, number>();
  for (const text of texts) {
    for (const match of text.toLocaleLowerCase().matchAll(WORD)) {
      const word = match[0];
      if (word.length < 3 || STOP_WORDS.has(word) || /^\p{N}+$/u.test(word)) continue;
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  return [...counts]
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .slice(0, top)
    .map(([value, count]) => ({ value, count }));
}
