// Issues a month's bills from the billing targets: one bill per contract running since the month's
// first day (a lease starting mid-month gets its first bill when it is signed), with
// a line for every target valid some day of it, due on the contract's due day (the month's last
// day when shorter). Idempotent: a contract that already has the month's bill is left alone, so
// the job can run every day and a weekly turn taken this month shows on next month's first bill.
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { addDays, addMonths, todayInHelsinki } from "../../lib/dates.ts";

/** Bills `periodStart`'s month ("YYYY-MM-01"); how many bills were created. */
export async function issueMonthlyBills(db: Db, periodStart: string): Promise<number> {
  const periodEnd = addDays(addMonths(periodStart, 1), -1);
  const lastDay = Number(periodEnd.slice(8));
  return db.transaction(async (tx) => {
    const result = (await tx.execute(sql`
      with due as (
        select c.id as contract_id,
          ${periodStart}::date + (least(c.due_day, ${lastDay}) - 1) as due_date
        from contracts c
        where c.start_date <= ${periodStart}::date and (c.end_date is null or c.end_date >= ${periodStart}::date)
          and not exists (select 1 from bills b where b.contract_id = c.id and b.period_start = ${periodStart}::date)
          and exists (
            select 1 from billing_targets t where t.contract_id = c.id
              and t.start_date <= ${periodEnd}::date and (t.end_date is null or t.end_date >= ${periodStart}::date))
        order by c.id
        for update of c
      ),
      new_bills as (
        insert into bills (contract_id, period_start, due_date)
        select contract_id, ${periodStart}::date, due_date from due
        returning id, contract_id, period_start, due_date
      )
      insert into bill_lines (bill_id, contract_id, period_start, reason, name_on_bill, amount_cents, due_date)
      select b.id, b.contract_id, b.period_start, t.reason, t.name_on_bill, t.amount_cents, b.due_date
      from new_bills b join billing_targets t on t.contract_id = b.contract_id
      where t.start_date <= ${periodEnd}::date and (t.end_date is null or t.end_date >= ${periodStart}::date)
      returning bill_id`)) as unknown as { rows: { bill_id: string }[] };
    return new Set(result.rows.map((r) => r.bill_id)).size;
  });
}

/** This month's bills as of `now` in Helsinki. */
export function issueCurrentBills(db: Db, now: Date): Promise<number> {
  return issueMonthlyBills(db, `${todayInHelsinki(now).slice(0, 7)}-01`);
}
