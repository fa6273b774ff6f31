import { agentRoles } from '@meja/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { users } from '../../../../db/schema';
import { klDayEnd, klDayStart } from '../../../../lib/time';
import { platformActivity, platformSales } from '../../platform-rows';
import type { ReportRequest } from '../../types';
import { dayText, everyDay } from './money';

/** Agents of every rank count as new agents, sub-agents included. */
const agentLike = [...agentRoles, 'sub_agent'] as const;
const counted = sql.join(
  ['buddy', 'merchant', ...agentLike].map((r) => sql`${r}`),
  sql`, `,
);
const agents = sql.join(
  agentLike.map((r) => sql`${r}`),
  sql`, `,
);

/**
 * registration_report: accounts created per Kuala Lumpur day (index users_role_created_idx: the
 * range is given as instants so that the index bounds it), buddies who paid an order that day,
 * merchants with a paid order and the orders (the platform-wide rows: closed days, then live).
 * Platform-wide: the report is the admins' and takes no merchant.
 */
export function registrationsByDay(req: ReportRequest): SQL {
  const { from, to } = req.range;
  const since = klDayStart(from).toISOString();
  const until = klDayEnd(to).toISOString();
  return sql`
    select ${dayText(sql`d.day`)} as day,
      coalesce(r.new_buddies, 0) as new_buddies,
      coalesce(r.new_merchants, 0) as new_merchants,
      coalesce(r.new_agents, 0) as new_agents,
      coalesce(activity.buddies, 0) as active_buddies,
      coalesce(activity.merchants, 0) as active_merchants,
      coalesce(m.orders, 0) as orders
    from ${everyDay(req.range)}
    left join (
      select ((${users.createdAt} at time zone 'UTC') + interval '8 hours')::date as day,
        (count(*) filter (where ${users.role} = 'buddy'))::int as new_buddies,
        (count(*) filter (where ${users.role} = 'merchant'))::int as new_merchants,
        (count(*) filter (where ${users.role} in (${agents})))::int as new_agents
      from ${users}
      where ${users.role} in (${counted})
        and ${users.createdAt} >= ${since}::timestamptz and ${users.createdAt} < ${until}::timestamptz
      group by 1
    ) r on r.day = d.day
    left join ${platformActivity(req.range)} on activity.day = d.day
    left join (
      select day, sum(orders)::int as orders from ${platformSales(req.range)} group by day
    ) m on m.day = d.day`;
}
