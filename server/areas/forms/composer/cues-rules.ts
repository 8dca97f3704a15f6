/** The words that set a rule on the field named next to them. */
export type RuleCue = 'required' | 'optional' | 'max' | 'min' | 'between' | 'mb' | 'gb' | 'kb' | 'chars' | 'words' | 'money';

/** The phrases of each rule, the five languages together. */
export const RULE_CUES: Record<RuleCue, readonly string[]> = {
  required: [
    'required', 'mandatory', 'compulsory', 'must',
    'obbligatori*', 'obbligo',
    'obligatori*', 'requerid*',
    'obligatoire*', 'requis', 'requise*',
    'obrigatori*', 'exigid*',
  ],
  // Negated requirements read as optional: "not required", "non obbligatorio", "pas obligatoire".
  optional: [
    'optional*', 'not required', 'not mandatory', 'no longer required', 'not compulsory',
    'facoltativ*', 'opzional*', 'non obbligatori*', 'non e obbligatori*', 'non piu obbligatori*',
    'opcional*', 'no obligatori*', 'no es obligatori*', 'no sea obligatori*', 'ya no obligatori*', 'no requerid*',
    'facultati*', 'optionnel*', 'pas obligatoire*', 'plus obligatoire*', 'non obligatoire*',
    'nao obrigatori*', 'nao e obrigatori*', 'nao mais obrigatori*',
  ],
  max: [
    'max*', 'at most', 'up to', 'no more than', 'not more than', 'limit', 'limited to', 'less than', 'under',
    'massim*', 'fino a', 'non oltre', 'entro', 'al massimo', 'non piu di', 'meno di',
    'maximo', 'hasta', 'como maximo', 'no mas de', 'menos de',
    'au maximum', 'jusqu a', 'pas plus de', 'moins de',
    'ate', 'no maximo', 'nao mais de',
  ],
  min: [
    'min', 'minimum', 'at least', 'no less than', 'more than',
    'minim*', 'almeno', 'non meno di', 'piu di',
    'al menos', 'como minimo', 'mas de',
    'au moins', 'au minimum', 'plus de',
    'pelo menos', 'no minimo', 'mais de',
  ],
  between: ['between', 'from', 'tra', 'fra', 'da', 'entre', 'de'],
  mb: ['mb', 'mo', 'mega', 'megabyte*', 'megaoctet*', 'mib', 'mbyte*'],
  gb: ['gb', 'go', 'giga', 'gigabyte*', 'gigaoctet*', 'gib'],
  kb: ['kb', 'ko', 'kilobyte*', 'kilooctet*', 'kib'],
  chars: ['char', 'chars', 'character*', 'caratter*', 'battute', 'caracter*', 'signes', 'caracteres'],
  words: ['words', 'parole', 'palabras', 'mots', 'palavras'],
  money: ['euro', 'euros', 'eur', 'dollar*', 'usd', 'reais', 'real', 'pound*', 'gbp', 'chf', 'franc*'],
};
