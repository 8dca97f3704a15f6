/** The words that say what to do with the fields named next to them. */
export type CommandCue = 'add' | 'remove' | 'remove_leading' | 'move' | 'before' | 'after' | 'top' | 'bottom' | 'all' | 'form' | 'with';

/** The phrases of each command, the five languages together (they rarely collide). */
export const COMMAND_CUES: Record<CommandCue, readonly string[]> = {
  add: [
    'add', 'adding', 'include', 'also ask*',
    'aggiung*', 'inserisc*', 'includi',
    'anad*', 'agreg*', 'incluy*',
    'ajout*', 'inclu*',
    'adicion*', 'acrescent*', 'inclua',
  ],
  remove: [
    'remov*', 'delet*', 'drop', 'get rid of', 'take out', 'without', 'exclude', 'excluding',
    'togli*', 'rimuov*', 'elimin*', 'cancell*', 'senza', 'leva',
    'quita', 'quitar', 'borra', 'borrar', 'sin', 'suprim*',
    'supprim*', 'retir*', 'enlev*', 'sans', 'pas de',
    'remova', 'tire', 'tirar', 'apag*', 'exclua', 'excluir', 'sem',
  ],
  // "no phone": a removal only when the clause starts with it ("no" also negates a rule).
  remove_leading: ['no', 'non', 'niente', 'nessun*', 'ningun*', 'aucun*', 'nenhum*'],
  move: [
    'move', 'put', 'place',
    'spost*', 'metti', 'mettere', 'porta',
    'mueve', 'mover', 'pon', 'poner', 'coloc*',
    'deplac*', 'mets',
    'mova', 'coloque', 'ponha',
  ],
  before: ['before', 'above', 'ahead of', 'prima', 'sopra', 'antes', 'encima', 'avant', 'au dessus', 'acima'],
  after: ['after', 'below', 'dopo', 'sotto', 'despues', 'debajo', 'apres', 'en dessous', 'depois', 'abaixo'],
  top: [
    'at the top', 'to the top', 'top', 'at the beginning', 'to the beginning', 'at the start', 'to the start', 'first',
    'all inizio', 'in cima', 'per primo', 'per prima', 'in testa',
    'al principio', 'al inicio', 'al comienzo', 'arriba del todo', 'primero', 'primera',
    'en premier', 'au debut', 'en haut',
    'no inicio', 'ao inicio', 'para o inicio', 'primeiro', 'no topo', 'para o topo',
  ],
  bottom: [
    'at the end', 'to the end', 'at the bottom', 'to the bottom', 'bottom', 'last',
    'alla fine', 'in fondo', 'per ultimo', 'per ultima',
    'al final', 'ultimo', 'ultima',
    'en dernier', 'a la fin', 'en bas',
    'no final', 'ao final', 'para o final', 'para o fim', 'no fim', 'por ultimo',
  ],
  // "All required": a rule for every field the description adds.
  all: ['all', 'all fields', 'every field', 'everything', 'tutti', 'tutte', 'tutto', 'todos', 'todas', 'tous', 'toutes', 'tout'],
  // What a description often opens with: "a call for startups", "un modulo con...".
  form: [
    'call', 'form', 'application form', 'survey', 'questionnaire', 'contest', 'competition', 'hackathon', 'registration',
    'bando', 'modulo', 'questionario', 'sondaggio', 'concorso', 'iscrizion*', 'candidatura',
    'convocatoria', 'formulario', 'encuesta', 'concurso', 'inscripcion', 'solicitud',
    'appel', 'formulaire', 'enquete', 'concours', 'inscription', 'candidature',
    'edital', 'chamada', 'pesquisa', 'inscricao',
  ],
  with: ['with', 'including', 'that asks', 'asking', 'con', 'che chied*', 'contenente', 'que pida', 'avec', 'comprenant', 'com', 'contendo', 'incluindo'],
};
