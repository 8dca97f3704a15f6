import type { EndpointOutput } from '../../contract/endpoint.ts';
import { OwnSubmissions, PublicFormGet, SiteGet } from '../../contract/public.ts';
import { publicCall, type PublicResult, type SitePlace } from './api.ts';
import { readStored, removeStored, writeStored } from './device.ts';

/** What the site call answers: the project, its theme, the banner, the conditions, who is signed in. */
export type SiteAnswer = EndpointOutput<typeof SiteGet>;

/** What the form call answers: the form as respondents read it, and the person's draft. */
export type FormAnswer = EndpointOutput<typeof PublicFormGet>;

/** The signed-in registered user. */
export type Respondent = NonNullable<SiteAnswer['user']>;

/** One of the person's drafts or submissions. */
export type OwnSubmission = EndpointOutput<typeof OwnSubmissions>['items'][number];

// The last answers of the site, form and submissions calls stay on the device: a page opened again
// without a connection shows at once what it showed last.
const siteKey = (place: SitePlace) => `p.site:${place.company}/${place.project}`;
const formKey = (place: SitePlace, form: string) => `p.form:${place.company}/${place.project}/${form}`;
const mineKey = (place: SitePlace) => `p.mine:${place.company}/${place.project}`;

/** The site as this device last read it. */
export function storedSite(place: SitePlace): SiteAnswer | null {
  return readStored<SiteAnswer>(siteKey(place));
}

/** Keeps the site's answer (after a change of who is signed in too). */
export function storeSite(place: SitePlace, site: SiteAnswer): void {
  writeStored(siteKey(place), site);
}

/** The form as this device last read it. */
export function storedForm(place: SitePlace, form: string): FormAnswer | null {
  return readStored<FormAnswer>(formKey(place, form));
}

/** The person's submissions as this device last read them. */
export function storedSubmissions(place: SitePlace): OwnSubmission[] | null {
  return readStored<OwnSubmission[]>(mineKey(place));
}

/** Asks the site call and keeps its answer. */
export async function fetchSite(place: SitePlace): Promise<PublicResult<SiteAnswer>> {
  const result = await publicCall(SiteGet, place);
  if (result.ok) storeSite(place, result.data);
  return result;
}

/** Asks the form call and keeps its answer. */
export async function fetchForm(place: SitePlace, form: string): Promise<PublicResult<FormAnswer>> {
  const result = await publicCall(PublicFormGet, { ...place, form });
  if (result.ok) writeStored(formKey(place, form), result.data);
  return result;
}

/** Asks the person's submissions and keeps them. */
export async function fetchSubmissions(place: SitePlace): Promise<PublicResult<OwnSubmission[]>> {
  const result = await publicCall(OwnSubmissions, place);
  if (!result.ok) return result;
  writeStored(mineKey(place), result.data.items);
  return { ok: true, data: result.data.items };
}

/** Forgets what the device kept of a person in the project (signed out, or erased): their forms' answers and submissions. */
export function forgetPerson(place: SitePlace): void {
  removeStored(`p.form:${place.company}/${place.project}/`);
  writeStored(mineKey(place), null);
}
