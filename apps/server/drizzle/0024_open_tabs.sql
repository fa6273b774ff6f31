CREATE TABLE "order_rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"round_no" integer NOT NULL,
	"table_id" integer,
	"idempotency_key" text,
	"request_hash" text,
	"buddy_id" integer,
	"placed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "dine_in_payment" text DEFAULT 'first' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "round_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tab" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_rounds" ADD CONSTRAINT "order_rounds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_rounds" ADD CONSTRAINT "order_rounds_table_id_dining_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."dining_tables"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_rounds" ADD CONSTRAINT "order_rounds_buddy_id_users_id_fk" FOREIGN KEY ("buddy_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_rounds" ADD CONSTRAINT "order_rounds_placed_by_users_id_fk" FOREIGN KEY ("placed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_rounds_order_round_key" ON "order_rounds" USING btree ("order_id","round_no");--> statement-breakpoint
CREATE UNIQUE INDEX "order_rounds_table_key" ON "order_rounds" USING btree ("table_id","idempotency_key") WHERE "order_rounds"."idempotency_key" is not null;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_round_id_order_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."order_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_open_tab_key" ON "orders" USING btree ("table_id") WHERE "orders"."tab" and "orders"."payment_status" = 'unpaid';