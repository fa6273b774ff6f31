CREATE TABLE "buddy_days" (
	"day" date NOT NULL,
	"buddy_id" integer NOT NULL,
	CONSTRAINT "buddy_days_day_buddy_id_pk" PRIMARY KEY("day","buddy_id")
);
--> statement-breakpoint
CREATE TABLE "food_sales_daily" (
	"merchant_id" integer NOT NULL,
	"day" date NOT NULL,
	"food_id" integer NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"quantity" integer DEFAULT 0 NOT NULL,
	"amount_sen" bigint DEFAULT 0 NOT NULL,
	"refunded_quantity" integer DEFAULT 0 NOT NULL,
	"refunded_sen" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "food_sales_daily_merchant_id_day_food_id_pk" PRIMARY KEY("merchant_id","day","food_id")
);
--> statement-breakpoint
CREATE TABLE "ledger_daily" (
	"account_id" integer NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"entries" integer DEFAULT 0 NOT NULL,
	"debit_sen" bigint DEFAULT 0 NOT NULL,
	"credit_sen" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ledger_daily_account_id_day_kind_pk" PRIMARY KEY("account_id","day","kind")
);
--> statement-breakpoint
CREATE TABLE "rewards_daily" (
	"merchant_id" integer NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"level" smallint NOT NULL,
	"parts" integer DEFAULT 0 NOT NULL,
	"amount_sen" bigint DEFAULT 0 NOT NULL,
	"reversed_sen" bigint DEFAULT 0 NOT NULL,
	"written_off_sen" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "rewards_daily_merchant_id_day_kind_level_pk" PRIMARY KEY("merchant_id","day","kind","level")
);
--> statement-breakpoint
CREATE TABLE "sales_daily" (
	"merchant_id" integer NOT NULL,
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
	CONSTRAINT "sales_daily_merchant_id_day_method_pk" PRIMARY KEY("merchant_id","day","method")
);
--> statement-breakpoint
CREATE TABLE "sales_hourly" (
	"merchant_id" integer NOT NULL,
	"day" date NOT NULL,
	"hour" smallint NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"gross_sen" bigint DEFAULT 0 NOT NULL,
	"refunds" integer DEFAULT 0 NOT NULL,
	"refunded_sen" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_hourly_merchant_id_day_hour_pk" PRIMARY KEY("merchant_id","day","hour")
);
--> statement-breakpoint
CREATE INDEX "ledger_daily_day_idx" ON "ledger_daily" USING btree ("day");--> statement-breakpoint
CREATE INDEX "rewards_daily_day_idx" ON "rewards_daily" USING btree ("day");--> statement-breakpoint
CREATE INDEX "sales_daily_day_idx" ON "sales_daily" USING btree ("day");