CREATE TABLE "agent_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"ic_no" text,
	"bank" text,
	"account_no" text,
	"account_name" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clear_balance_merchants" (
	"run_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"item_id" integer,
	"cleared_sen" bigint DEFAULT 0 NOT NULL,
	"done" boolean DEFAULT false NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "clear_balance_merchants_run_id_merchant_id_pk" PRIMARY KEY("run_id","merchant_id")
);
--> statement-breakpoint
CREATE TABLE "clear_balance_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"requested_by" integer,
	"total" integer NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"cleared_sen" bigint DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "merchant_sales" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"paid_sen" bigint DEFAULT 0 NOT NULL,
	"reached_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_item_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"kind" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"adjustment_sen" bigint,
	"reason" text,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_item_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"reward_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"refund_id" integer,
	"amount_sen" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"beneficiary_id" integer NOT NULL,
	"merchant_id" integer,
	"amount_sen" bigint DEFAULT 0 NOT NULL,
	"adjustment_sen" bigint DEFAULT 0 NOT NULL,
	"adjustment_reason" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"due_on" date,
	"bank" text,
	"account_no" text,
	"account_name" text,
	"through_entry_id" integer,
	"run_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_profiles" ADD CONSTRAINT "agent_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clear_balance_merchants" ADD CONSTRAINT "clear_balance_merchants_run_id_clear_balance_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."clear_balance_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clear_balance_merchants" ADD CONSTRAINT "clear_balance_merchants_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clear_balance_merchants" ADD CONSTRAINT "clear_balance_merchants_item_id_payout_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."payout_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clear_balance_runs" ADD CONSTRAINT "clear_balance_runs_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_sales" ADD CONSTRAINT "merchant_sales_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_item_events" ADD CONSTRAINT "payout_item_events_item_id_payout_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."payout_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_item_events" ADD CONSTRAINT "payout_item_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_item_lines" ADD CONSTRAINT "payout_item_lines_item_id_payout_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."payout_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_item_lines" ADD CONSTRAINT "payout_item_lines_reward_id_order_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."order_rewards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_item_lines" ADD CONSTRAINT "payout_item_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_item_lines" ADD CONSTRAINT "payout_item_lines_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_items" ADD CONSTRAINT "payout_items_beneficiary_id_users_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_items" ADD CONSTRAINT "payout_items_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_item_events_item_idx" ON "payout_item_events" USING btree ("item_id","id");--> statement-breakpoint
CREATE INDEX "payout_item_lines_item_idx" ON "payout_item_lines" USING btree ("item_id","id");--> statement-breakpoint
CREATE INDEX "payout_item_lines_reward_idx" ON "payout_item_lines" USING btree ("reward_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_item_lines_once_key" ON "payout_item_lines" USING btree ("reward_id",coalesce("refund_id", 0));--> statement-breakpoint
CREATE UNIQUE INDEX "payout_items_open_key" ON "payout_items" USING btree ("kind","beneficiary_id") WHERE status = 'pending' and kind in ('agent_commission', 'mentor_commission');--> statement-breakpoint
CREATE UNIQUE INDEX "payout_items_allowance_key" ON "payout_items" USING btree ("merchant_id") WHERE kind = 'recruitment_allowance';--> statement-breakpoint
CREATE UNIQUE INDEX "payout_items_redemption_key" ON "payout_items" USING btree ("merchant_id","through_entry_id") WHERE kind = 'merchant_redemption';--> statement-breakpoint
CREATE INDEX "payout_items_status_idx" ON "payout_items" USING btree ("status","kind","id");--> statement-breakpoint
CREATE INDEX "payout_items_beneficiary_idx" ON "payout_items" USING btree ("beneficiary_id","id");--> statement-breakpoint
CREATE INDEX "payout_items_merchant_idx" ON "payout_items" USING btree ("merchant_id","id");--> statement-breakpoint
-- Orders paid before this migration: their sales count towards the recruitment allowance, and the
-- commissions issue 12 already owes become each beneficiary's open payout item.
INSERT INTO "merchant_sales" ("merchant_id", "paid_sen")
SELECT o."merchant_id", sum(o."total_sen") - coalesce((SELECT sum(r."amount_sen") FROM "refunds" r WHERE r."merchant_id" = o."merchant_id"), 0)
FROM "orders" o WHERE o."payment_status" IN ('paid', 'refunded') GROUP BY o."merchant_id";--> statement-breakpoint
INSERT INTO "payout_items" ("kind", "beneficiary_id", "amount_sen")
SELECT "kind", "beneficiary_id", sum("amount_sen" - "reversed_sen") FROM "order_rewards"
WHERE "kind" IN ('agent_commission', 'mentor_commission') GROUP BY "kind", "beneficiary_id";--> statement-breakpoint
INSERT INTO "payout_item_lines" ("item_id", "reward_id", "order_id", "amount_sen")
SELECT i."id", r."id", r."order_id", r."amount_sen" - r."reversed_sen" FROM "order_rewards" r
JOIN "payout_items" i ON i."kind" = r."kind" AND i."beneficiary_id" = r."beneficiary_id" AND i."status" = 'pending'
WHERE r."kind" IN ('agent_commission', 'mentor_commission');
