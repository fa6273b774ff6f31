ALTER TABLE "orders" ADD COLUMN "key_in_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_key_in_key" ON "orders" USING btree ("merchant_id","key_in_key") WHERE "orders"."key_in_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_paid_key" ON "orders" USING btree ("merchant_id","paid_key") WHERE "orders"."paid_key" is not null;