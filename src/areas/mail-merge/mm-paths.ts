/** The route parameter of a campaign not created yet. */
export const NEW_CAMPAIGN = 'new';

/** A project by its company, as every mail-merge call names it. */
export interface ProjectScope {
  company: string;
  project: string;
}

const base = ({ company, project }: ProjectScope) => `/app/in/company/${company}/project/${project}/mail-merge`;

/** The address of the project's templates. */
export const templatesPath = (scope: ProjectScope) => `${base(scope)}/templates`;

/** The address of one template's editor. */
export const templatePath = (scope: ProjectScope, template: string) => `${templatesPath(scope)}/${template}`;

/** The address of the project's campaigns. */
export const campaignsPath = (scope: ProjectScope) => `${base(scope)}/campaigns`;

/** The address of one campaign (or of a new one). */
export const campaignPath = (scope: ProjectScope, campaign: string) => `${campaignsPath(scope)}/${campaign}`;
