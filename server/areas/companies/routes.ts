import * as contract from '../../../contract/companies.ts';
import { handle } from '../../http/handler.ts';
import { recordChanges } from '../../http/oplog.ts';
import { companyEntity } from './presenter.ts';
import { listCompanies } from './list.ts';
import { archiveCompany, getCompany, saveCompany } from './service.ts';

/** The handlers of the installation admins' company calls. */
export const companyHandlers = [
  handle(contract.CompanyList, async (ctx, input) => listCompanies(ctx.db, input)),

  handle(contract.CompanyGet, async (ctx, input) => ({ entity: companyEntity(await getCompany(ctx.db, input.id)) })),

  handle(contract.CompanySave, async (ctx, input) => {
    const { before, row } = await saveCompany(ctx.db, input, ctx.now);
    const entity = companyEntity(row);
    ctx.audit({
      target: `company:${entity.id}`,
      companyId: entity.id,
      summary: { name: entity.name, slug: entity.slug, created: !input.id },
      changes: recordChanges(before ? companyEntity(before) : null, entity),
    });
    return { entity };
  }),

  handle(contract.CompanyArchive, async (ctx, input) => {
    const { before, row } = await archiveCompany(ctx.db, input.id, input.version, ctx.now);
    const entity = companyEntity(row);
    ctx.audit({ target: `company:${entity.id}`, companyId: entity.id, summary: { status: 'archived' }, changes: recordChanges(companyEntity(before), entity) });
    return { entity };
  }),
];
