ALTER TABLE "orders" ADD COLUMN "bill_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "share_no" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_bill_id_orders_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_bill_share_key" ON "orders" USING btree ("bill_id","share_no") WHERE "orders"."bill_id" is not null;