import type { EndpointOutput } from '../../../../contract/endpoint.ts';
import type { AssistedForm, Navigation } from '../../../../contract/projects.ts';
import { worksIn } from '../../../lib/grants.ts';

/** What Home shows an operator, from the navbar's answer. */
export interface HomeRoles {
  /** Their judging sessions, above the rest. */
  judge: boolean;
  /** The companies' list: for anyone but a judge with nothing else to open. */
  companies: boolean;
  /** The forms they assist, by project. */
  assisted: ReadonlyMap<string, AssistedForm[]>;
}

/**
 * Home by role: a judge's sessions come first; a judge who has nothing else to open sees only
 * them (not a list of companies that leads nowhere, nor an empty state sending them to an
 * administrator). Until the answer is in, neither shows.
 */
export function homeRoles(navigation: EndpointOutput<typeof Navigation> | undefined, admin: boolean): HomeRoles {
  const assisted = new Map<string, AssistedForm[]>();
  for (const company of navigation?.companies ?? []) {
    for (const project of company.projects) if (project.forms) assisted.set(project.id, project.forms);
  }
  if (!navigation) return { judge: false, companies: false, assisted };
  const onlyJudges = navigation.judge && !admin && !navigation.companies.some(worksIn);
  return { judge: navigation.judge, companies: !onlyJudges, assisted };
}
