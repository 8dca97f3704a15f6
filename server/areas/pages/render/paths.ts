// The public addresses of a project's pages, forms and "My submissions".

const segment = encodeURIComponent;

/** The addresses under `/p/<company>/<project>/`. */
export function publicPath(company: string, project: string) {
  const root = `/p/${segment(company)}/${segment(project)}/`;
  return {
    root,
    page: (slug: string) => `${root}${segment(slug)}`,
    form: (slug: string) => `${root}f/${segment(slug)}`,
    me: () => `${root}me`,
  };
}
