/** A file format the words may name, and what a file field then accepts. */
interface Format {
  words: readonly string[];
  accept: readonly string[];
}

const WORD = ['application/msword', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', '.doc', '.docx'];
const SLIDES = ['application/vnd.ms-powerpoint', 'application/vnd.openxmlformats-officedocument.presentationml.presentation', '.ppt', '.pptx'];
const SHEETS = ['application/vnd.ms-excel', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', '.xls', '.xlsx'];

/** The formats, by name; each one's words in the five languages together. */
export const FORMATS: Record<string, Format> = {
  pdf: { words: ['pdf', 'pdfs'], accept: ['application/pdf', '.pdf'] },
  image: {
    words: ['image*', 'immagin*', 'imagen*', 'imagem', 'imagens', 'jpg', 'jpeg', 'png', 'webp', 'picture*', 'photo*', 'foto', 'fotos', 'fotografi*'],
    accept: ['image/*'],
  },
  video: { words: ['video*', 'filmat*', 'mp4', 'mov', 'movie*'], accept: ['video/*'] },
  audio: { words: ['audio*', 'mp3', 'podcast*'], accept: ['audio/*'] },
  word: { words: ['word', 'doc', 'docx'], accept: WORD },
  slides: { words: ['powerpoint', 'ppt', 'pptx', 'keynote'], accept: SLIDES },
  sheets: { words: ['excel', 'xls', 'xlsx', 'spreadsheet*', 'foglio di calcolo'], accept: SHEETS },
  zip: { words: ['zip', 'archive*', 'archivio compresso'], accept: ['application/zip', '.zip'] },
};

/** What a file field accepts for the formats named, each type once, in the order named. */
export function acceptOf(formats: readonly string[]): string[] {
  return [...new Set(formats.flatMap((name) => FORMATS[name]?.accept ?? []))];
}
