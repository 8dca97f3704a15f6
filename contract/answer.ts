/** A file given as an answer: the stored upload and what the respondent's browser said of it. */
export interface FileAnswer {
  media_id: string;
  name: string;
  size: number;
  type: string;
}

/** One answer: a text, a number, a choice or several, a yes, a file. */
export type Answer = string | number | boolean | string[] | FileAnswer;

/** The answers of one submission, by field key. */
export type Answers = Record<string, Answer | null | undefined>;
