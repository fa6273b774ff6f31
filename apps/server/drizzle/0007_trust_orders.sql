CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "orders_idempotency_key";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "stock_short" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_twice_sen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_table_idempotency_key" ON "orders" USING btree ("table_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_expiry_idx" ON "orders" USING btree ("expires_at") WHERE "orders"."payment_status" = 'unpaid' and "orders"."expires_at" is not null;--> statement-breakpoint
CREATE INDEX "orders_attention_idx" ON "orders" USING btree ("merchant_id","updated_at") WHERE "orders"."stock_short" or "orders"."paid_twice_sen" > 0;--> statement-breakpoint
-- The demo merchant of an installation seeded before this migration keeps paying through the sandbox.
UPDATE "companies" SET "demo" = true WHERE "merchant_id" IN (SELECT "id" FROM "users" WHERE "role" = 'merchant' AND lower("email") LIKE '%@demo.meja.my');
