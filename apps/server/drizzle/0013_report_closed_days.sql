CREATE TABLE "report_closed_days" (
	"day" date PRIMARY KEY NOT NULL,
	"merchants" integer DEFAULT 0 NOT NULL,
	"buddies" integer DEFAULT 0 NOT NULL,
	"merchant_rows" integer DEFAULT 0 NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "closed_ledger_daily" (
	"day" date NOT NULL,
	"family" text NOT NULL,
	"kind" text NOT NULL,
	"unit" text NOT NULL,
	"entries" integer DEFAULT 0 NOT NULL,
	"debit_sen" bigint DEFAULT 0 NOT NULL,
	"credit_sen" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "closed_ledger_daily_day_family_kind_unit_pk" PRIMARY KEY("day","family","kind","unit")
);
--> statement-breakpoint
CREATE TABLE "closed_merchant_months" (
	"merchant_id" integer NOT NULL,
	"month" date NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"gross_sen" bigint DEFAULT 0 NOT NULL,
	"service_charge_sen" bigint DEFAULT 0 NOT NULL,
	"sst_sen" bigint DEFAULT 0 NOT NULL,
	"points_sen" bigint DEFAULT 0 NOT NULL,
	"fee_sen" bigint DEFAULT 0 NOT NULL,
	"refunded_sen" bigint DEFAULT 0 NOT NULL,
	"points_refunded_sen" bigint DEFAULT 0 NOT NULL,
	"fee_refunded_sen" bigint DEFAULT 0 NOT NULL,
	"rewards_sen" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "closed_merchant_months_month_merchant_id_pk" PRIMARY KEY("month","merchant_id")
);
--> statement-breakpoint
CREATE TABLE "closed_rewards_daily" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"level" smallint NOT NULL,
	"parts" integer DEFAULT 0 NOT NULL,
	"amount_sen" bigint DEFAULT 0 NOT NULL,
	"reversed_sen" bigint DEFAULT 0 NOT NULL,
	"written_off_sen" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "closed_rewards_daily_day_kind_level_pk" PRIMARY KEY("day","kind","level")
);
--> statement-breakpoint
CREATE TABLE "closed_sales_daily" (
	"day" date NOT NULL,
	"method" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"gross_sen" bigint DEFAULT 0 NOT NULL,
	"subtotal_sen" bigint DEFAULT 0 NOT NULL,
	"service_charge_sen" bigint DEFAULT 0 NOT NULL,
	"sst_sen" bigint DEFAULT 0 NOT NULL,
	"rounding_sen" bigint DEFAULT 0 NOT NULL,
	"points_sen" bigint DEFAULT 0 NOT NULL,
	"fee_sen" bigint DEFAULT 0 NOT NULL,
	"buddy_orders" integer DEFAULT 0 NOT NULL,
	"refunds" integer DEFAULT 0 NOT NULL,
	"refunded_sen" bigint DEFAULT 0 NOT NULL,
	"points_refunded_sen" bigint DEFAULT 0 NOT NULL,
	"fee_refunded_sen" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "closed_sales_daily_day_method_pk" PRIMARY KEY("day","method")
);
--> statement-breakpoint
DROP INDEX "sales_daily_day_idx";--> statement-breakpoint
CREATE INDEX "sales_daily_day_idx" ON "sales_daily" USING btree ("day","merchant_id");