import { sql } from 'drizzle-orm';
import {
  WHATSAPP_CATEGORIES,
  type WhatsappCategory,
  type WhatsappCosts,
  type WhatsappCostsQuery,
} from '@iris/domain/whatsapp/whatsapp.schemas';
import type { WhatsappConfig } from '../../config-whatsapp.js';
import { assertBranch } from '../../lib/branch-scope.js';
import { jsonDecimal } from '../../lib/json-decimal.js';
import type { ResourceContext } from '../../lib/recipe/resource.js';
import { isSuperAdmin } from '../../lib/session.js';

type Row = {
  category: WhatsappCategory;
  sent: number;
  delivered: number;
  price: string;
  cost: string;
  total: string;
};

/**
 * docs/api.md reminders/getWhatsappCosts: the period's WhatsApp messages by category — those Meta
 * took (sent), and those it delivered, which it bills at the category's price — of one branch
 * (branch staff: their own) or of every branch (super_admin). Counted and priced by PostgreSQL: the
 * costs are numeric, exact to the cent, from the settings' decimal text.
 */
export async function whatsappCostsOf(
  { db, session }: ResourceContext,
  whatsapp: WhatsappConfig | undefined,
  query: WhatsappCostsQuery,
): Promise<WhatsappCosts> {
  const branchId = query.branchId ?? (isSuperAdmin(session) ? null : session.branchId);
  if (branchId !== null || !isSuperAdmin(session)) assertBranch(session, branchId);
  const prices = whatsapp?.prices ?? { utility: '0', marketing: '0' };
  const ofBranch = branchId === null ? sql`true` : sql`m.branch_id = ${branchId}`;
  const { rows } = (await db.execute(sql`
    with p (category, price, position) as (values ('UTILITY', ${prices.utility}::numeric, 1),
        ('MARKETING', ${prices.marketing}::numeric, 2), ('SERVICE', 0::numeric, 3)),
      counted as (
        select m.category, count(*)::int as sent,
          count(*) filter (where m.delivered_at is not null)::int as delivered
        from whatsapp_messages m
        -- The clinic's days: the session's time zone turns a date into its first instant.
        where m.sent_at >= ${query.from}::date and m.sent_at < ${query.to}::date + 1
          and ${ofBranch}
        group by m.category),
      priced as (select p.category, p.position, coalesce(c.sent, 0) as sent,
          coalesce(c.delivered, 0) as delivered, p.price,
          round(coalesce(c.delivered, 0) * p.price, 2) as cost
        from p left join counted c on c.category = p.category)
    select category, sent, delivered, price::text as price, cost::text as cost,
      (sum(cost) over ())::text as total
    from priced order by position`)) as { rows: Row[] };
  return {
    enabled: whatsapp !== undefined,
    items: WHATSAPP_CATEGORIES.map((category) => {
      const row = rows.find((candidate) => candidate.category === category);
      return {
        category,
        sent: row?.sent ?? 0,
        delivered: row?.delivered ?? 0,
        price: jsonDecimal(row?.price ?? '0'),
        cost: jsonDecimal(row?.cost ?? '0'),
      };
    }),
    total: jsonDecimal(rows[0]?.total ?? '0'),
  };
}
