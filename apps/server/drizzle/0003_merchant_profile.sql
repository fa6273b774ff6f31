CREATE TABLE "companies" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"email" text,
	"name" text,
	"business_registration_number" text,
	"ic_no" text,
	"contact_person_name" text,
	"contact_no" text,
	"contact_email" text,
	"beneficial_owner_full_name" text,
	"beneficial_owner_contact_number" text,
	"beneficial_owner_email" text,
	"bank" text,
	"bank_account_name" text,
	"bank_account_no" text,
	"bank_branch_address" text,
	"register_address" text,
	"year_of_business" integer,
	"monthly_revenue" integer,
	"estimated_customer" integer,
	"pg_secret_key" text,
	"pg_tenant_id" text,
	"pg_username" text,
	"pg_password" text,
	"terms_accepted_at" timestamp with time zone,
	"deposit_paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"display_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"format" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sub_printers" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"name" text NOT NULL,
	"series_no" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "stores_merchant_idx";--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "picture_media_id" integer;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "display_address" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "postcode" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "open_at" text DEFAULT '12:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "close_at" text DEFAULT '12:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "closed_weekdays" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "halal_status" text DEFAULT 'non-halal' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "platform_charge_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "receipt_prefix" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "receipt_digits" integer DEFAULT 6 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "receipt_start_at" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "receipt_next" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "sales_service_tax" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "sst_no" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "service_charge" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "service_charge_bp" integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "ready_to_process" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "ready_to_serve" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "auto_print" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "auto_print_total" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "printer_series_no" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "printer_model" integer DEFAULT 58 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "fpx_status" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "hide_fpx_under_minimum" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_printers" ADD CONSTRAINT "sub_printers_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_merchant_idx" ON "media" USING btree ("merchant_id","id");--> statement-breakpoint
CREATE INDEX "sub_printers_merchant_idx" ON "sub_printers" USING btree ("merchant_id");--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_picture_media_id_media_id_fk" FOREIGN KEY ("picture_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stores_merchant_key" ON "stores" USING btree ("merchant_id");