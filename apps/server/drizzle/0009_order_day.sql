CREATE TABLE "sub_printer_categories" (
	"sub_printer_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"merchant_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_numbers" (
	"merchant_id" integer NOT NULL,
	"day" date NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "order_numbers_merchant_id_day_pk" PRIMARY KEY("merchant_id","day")
);
--> statement-breakpoint
CREATE TABLE "print_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"order_id" integer,
	"sub_printer_id" integer,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"printed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"amount_sen" integer NOT NULL,
	"method" text NOT NULL,
	"reason" text NOT NULL,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "line_id" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "added_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "added_by" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "refund_id" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "ticket_job_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "order_no" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "order_day" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "placed_by" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "take_away" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_method" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_sen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "claim_status" text;--> statement-breakpoint
ALTER TABLE "sub_printer_categories" ADD CONSTRAINT "sub_printer_categories_sub_printer_id_sub_printers_id_fk" FOREIGN KEY ("sub_printer_id") REFERENCES "public"."sub_printers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_printer_categories" ADD CONSTRAINT "sub_printer_categories_category_id_menu_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."menu_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_printer_categories" ADD CONSTRAINT "sub_printer_categories_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_numbers" ADD CONSTRAINT "order_numbers_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_sub_printer_id_sub_printers_id_fk" FOREIGN KEY ("sub_printer_id") REFERENCES "public"."sub_printers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sub_printer_categories_category_key" ON "sub_printer_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "sub_printer_categories_printer_idx" ON "sub_printer_categories" USING btree ("sub_printer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "print_jobs_key" ON "print_jobs" USING btree ("key");--> statement-breakpoint
CREATE INDEX "print_jobs_order_idx" ON "print_jobs" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_merchant_created_idx" ON "refunds" USING btree ("merchant_id","created_at");--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_line_id_order_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."order_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_placed_by_users_id_fk" FOREIGN KEY ("placed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Orders placed before order numbers: numbered per store and Kuala Lumpur day in the order they were placed.
UPDATE "orders" o SET "order_day" = n."day", "order_no" = n."no" FROM (
  SELECT "id", ("created_at" AT TIME ZONE 'Asia/Kuala_Lumpur')::date AS "day",
    row_number() OVER (PARTITION BY "merchant_id", ("created_at" AT TIME ZONE 'Asia/Kuala_Lumpur')::date ORDER BY "id") AS "no"
  FROM "orders") n WHERE o."id" = n."id";--> statement-breakpoint
INSERT INTO "order_numbers" ("merchant_id", "day", "last")
  SELECT "merchant_id", "order_day", max("order_no") FROM "orders" GROUP BY "merchant_id", "order_day";--> statement-breakpoint
UPDATE "orders" SET "payment_method" = CASE WHEN "channel" = 'counter' THEN (CASE WHEN "rounding_sen" <> 0 THEN 'cash' ELSE 'counter' END) ELSE "channel" END
  WHERE "paid_at" IS NOT NULL;--> statement-breakpoint
-- Food-status moves named their line in the reason ("line 12" or "line 12: why") until the column came.
UPDATE "order_events" e SET "line_id" = l."id",
  "reason" = nullif(regexp_replace(e."reason", '^line [0-9]+(: )?', ''), '')
  FROM "order_lines" l
  WHERE e."kind" = 'food_status' AND e."reason" ~ '^line [0-9]+' AND l."id" = substring(e."reason" from '^line ([0-9]+)')::int;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_key" ON "orders" USING btree ("merchant_id","order_day","order_no");--> statement-breakpoint
CREATE INDEX "orders_merchant_paid_idx" ON "orders" USING btree ("merchant_id","paid_at");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_paid_idx" ON "orders" USING btree ("paid_at");