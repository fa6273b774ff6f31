CREATE TABLE "ledger_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"type" text NOT NULL,
	"owner_id" integer,
	"unit" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_order_id_orders_id_fk";
--> statement-breakpoint
DROP INDEX "ledger_entries_account_idx";--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "unit" DROP DEFAULT;--> statement-breakpoint
-- Added nullable, filled from the existing rows below, then required.
ALTER TABLE "ledger_entries" ADD COLUMN "account_id" integer;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD COLUMN "ref" text;--> statement-breakpoint
-- One account per key in use, its balance the sum of its entries so far. Keys are 'name' or
-- 'name:owner id' (modules/ledger/accounts.ts); every key written before this was in RM.
INSERT INTO "ledger_accounts" ("key", "type", "owner_id", "unit", "balance")
SELECT "account",
	CASE split_part("account", ':', 1)
		WHEN 'platform_revenue' THEN 'revenue'
		WHEN 'merchant_payable' THEN 'liability'
		ELSE 'asset'
	END,
	nullif(split_part("account", ':', 2), '')::integer,
	min("unit"),
	sum("amount_sen")
FROM "ledger_entries"
GROUP BY "account";--> statement-breakpoint
UPDATE "ledger_entries" SET "account_id" = a."id" FROM "ledger_accounts" a WHERE a."key" = "ledger_entries"."account";--> statement-breakpoint
-- An order's transaction is referred to by the order's id; should an order ever have had two of a
-- kind, the later ones keep their own id beside it so (kind, ref) stays unique.
UPDATE "ledger_transactions" SET "ref" = r."ref"
FROM (
	SELECT "id",
		CASE
			WHEN "order_id" IS NULL THEN 'transaction:' || "id"
			WHEN row_number() OVER (PARTITION BY "kind", "order_id" ORDER BY "id") = 1 THEN "order_id"::text
			ELSE "order_id" || '#' || "id"
		END AS "ref"
	FROM "ledger_transactions"
) r
WHERE r."id" = "ledger_transactions"."id";--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "account_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ALTER COLUMN "ref" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_kind_ref" ON "ledger_transactions" USING btree ("kind","ref");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id");--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP COLUMN "account";--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP COLUMN "order_id";
