CREATE TABLE "birthday_claims" (
	"buddy_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"year" integer NOT NULL,
	"order_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "birthday_claims_buddy_id_merchant_id_year_pk" PRIMARY KEY("buddy_id","merchant_id","year")
);
--> statement-breakpoint
CREATE TABLE "buddy_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"first_name" text,
	"date_of_birth" date,
	"email" text,
	"gender" text,
	"city" text,
	"referral_code" text NOT NULL,
	"referrer_id" integer,
	"referred_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_members" (
	"merchant_id" integer NOT NULL,
	"buddy_id" integer NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"spend_sen" bigint DEFAULT 0 NOT NULL,
	"first_visit_at" timestamp with time zone NOT NULL,
	"last_visit_at" timestamp with time zone NOT NULL,
	CONSTRAINT "merchant_members_merchant_id_buddy_id_pk" PRIMARY KEY("merchant_id","buddy_id")
);
--> statement-breakpoint
CREATE TABLE "order_rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"level" integer DEFAULT 0 NOT NULL,
	"beneficiary_id" integer NOT NULL,
	"bp" integer NOT NULL,
	"amount_sen" integer NOT NULL,
	"reversed_sen" integer DEFAULT 0 NOT NULL,
	"written_off_sen" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"cashback_bp" integer NOT NULL,
	"agent_commission_bp" integer NOT NULL,
	"mentor_commission_bp" integer NOT NULL,
	"referral_bp" integer[] NOT NULL,
	"recruitment_allowance_sen" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"kind" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"used_after" integer NOT NULL,
	"actor_id" integer,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"line_id" integer NOT NULL,
	"buddy_id" integer,
	"food_id" integer,
	"name" text NOT NULL,
	"total" integer NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "ledger_entries_account_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "points_sen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "points_short_sen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "birthday_claims" ADD CONSTRAINT "birthday_claims_buddy_id_users_id_fk" FOREIGN KEY ("buddy_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "birthday_claims" ADD CONSTRAINT "birthday_claims_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "birthday_claims" ADD CONSTRAINT "birthday_claims_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buddy_profiles" ADD CONSTRAINT "buddy_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buddy_profiles" ADD CONSTRAINT "buddy_profiles_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_members" ADD CONSTRAINT "merchant_members_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_members" ADD CONSTRAINT "merchant_members_buddy_id_users_id_fk" FOREIGN KEY ("buddy_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_rewards" ADD CONSTRAINT "order_rewards_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_rewards" ADD CONSTRAINT "order_rewards_beneficiary_id_users_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_settings" ADD CONSTRAINT "payout_settings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_events" ADD CONSTRAINT "ticket_events_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_events" ADD CONSTRAINT "ticket_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_line_id_order_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_buddy_id_users_id_fk" FOREIGN KEY ("buddy_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_food_id_foods_id_fk" FOREIGN KEY ("food_id") REFERENCES "public"."foods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "birthday_claims_order_key" ON "birthday_claims" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "buddy_profiles_referral_code_key" ON "buddy_profiles" USING btree (upper("referral_code"));--> statement-breakpoint
CREATE INDEX "buddy_profiles_referrer_idx" ON "buddy_profiles" USING btree ("referrer_id");--> statement-breakpoint
CREATE INDEX "merchant_members_last_visit_idx" ON "merchant_members" USING btree ("merchant_id","last_visit_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_rewards_part_key" ON "order_rewards" USING btree ("order_id","kind","level");--> statement-breakpoint
CREATE INDEX "order_rewards_beneficiary_idx" ON "order_rewards" USING btree ("beneficiary_id","created_at");--> statement-breakpoint
CREATE INDEX "order_rewards_merchant_idx" ON "order_rewards" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "ticket_events_ticket_idx" ON "ticket_events" USING btree ("ticket_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_line_key" ON "tickets" USING btree ("line_id");--> statement-breakpoint
CREATE INDEX "tickets_merchant_idx" ON "tickets" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "tickets_buddy_idx" ON "tickets" USING btree ("buddy_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id","id");--> statement-breakpoint
-- The first payout settings (the settings screen comes with the payouts issue): out of each
-- order's platform fee, 20% cashback to the buddy, referral levels 1–5 10/5/3/1/1%, 20% to the
-- agent who recruited the merchant and 5% to their mentor; the platform keeps the rest (35%).
INSERT INTO "payout_settings" ("cashback_bp", "agent_commission_bp", "mentor_commission_bp", "referral_bp", "recruitment_allowance_sen")
VALUES (2000, 2000, 500, '{1000,500,300,100,100}', 50000);
--> statement-breakpoint
-- Buddies signed up before profiles existed get one, with a referral code of their own.
INSERT INTO "buddy_profiles" ("user_id", "referral_code")
SELECT "id", upper(substr(md5(random()::text || "id"::text), 1, 8)) FROM "users" WHERE "role" = 'buddy'
ON CONFLICT DO NOTHING;
