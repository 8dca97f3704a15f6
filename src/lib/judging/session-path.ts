/** A judging session as its screen's address names it. */
export interface SessionRef {
  company: string;
  project: string;
  form: string;
  session: string;
}

/** The address of a judge's session screen. */
export function sessionPath(ref: SessionRef): string {
  return `/app/in/judges/session/${ref.company}/${ref.project}/${ref.form}/${ref.session}`;
}
