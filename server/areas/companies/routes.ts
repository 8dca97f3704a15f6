import * as contract from '../../../contract/companies.ts';
import { handle } from '../../http/handler.ts';
import { companyEntity } from './presenter.ts';
import { listCompanies } from './list.ts';
import { archiveCompany, getCompany, saveCompany } from './service.ts';

/** The handlers of the installation admins' company calls. */
export const companyHandlers = [
  handle(contract.CompanyList, async (ctx, input) => listCompanies(ctx.db, input)),

  handle(contract.CompanyGet, async (ctx, input) => ({ entity: companyEntity(await getCompany(ctx.db, input.id)) })),

  handle(contract.CompanySave, async (ctx, input) => {
    const row = await saveCompany(ctx.db, input, ctx.now);
    ctx.audit({ target: `company:${row.id}`, companyId: row.id, summary: { name: row.name, slug: row.slug, created: !input.id } });
    return { entity: companyEntity(row) };
  }),

  handle(contract.CompanyArchive, async (ctx, input) => {
    const row = await archiveCompany(ctx.db, input.id, input.version, ctx.now);
    ctx.audit({ target: `company:${row.id}`, companyId: row.id, summary: { status: 'archived' } });
    return { entity: companyEntity(row) };
  }),
];
