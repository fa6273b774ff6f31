ALTER TABLE "orders" ADD COLUMN "guests" smallint;--> statement-breakpoint
ALTER TABLE "closed_sales_daily" ADD COLUMN "covers" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "closed_sales_daily" ADD COLUMN "covered_sales_sen" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_daily" ADD COLUMN "covers" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_daily" ADD COLUMN "covered_sales_sen" bigint DEFAULT 0 NOT NULL;