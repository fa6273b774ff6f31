CREATE TABLE "food_option_groups" (
	"food_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "food_option_groups_food_id_group_id_pk" PRIMARY KEY("food_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "foods" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"kind" text DEFAULT 'food' NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"description" text,
	"media_id" integer,
	"stock_image_id" integer,
	"price_sen" integer NOT NULL,
	"food_type" text,
	"quantity_left" integer,
	"take_away" boolean DEFAULT false NOT NULL,
	"birthday_gift_only" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"active_from" text,
	"active_until" text,
	"weekdays" integer[] DEFAULT '{0,1,2,3,4,5,6}'::integer[] NOT NULL,
	"ticket_balance" integer,
	"ticket_expiry_days" integer,
	"priority" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"kind" text DEFAULT 'food' NOT NULL,
	"name" text NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "option_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"name" text NOT NULL,
	"min_qty" integer DEFAULT 0 NOT NULL,
	"max_qty" integer DEFAULT 1 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "options" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"name" text NOT NULL,
	"price_sen" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"storage_key" text NOT NULL,
	"format" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "menu_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "food_option_groups" ADD CONSTRAINT "food_option_groups_food_id_foods_id_fk" FOREIGN KEY ("food_id") REFERENCES "public"."foods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_option_groups" ADD CONSTRAINT "food_option_groups_group_id_option_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."option_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foods" ADD CONSTRAINT "foods_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foods" ADD CONSTRAINT "foods_category_id_menu_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."menu_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foods" ADD CONSTRAINT "foods_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foods" ADD CONSTRAINT "foods_stock_image_id_stock_images_id_fk" FOREIGN KEY ("stock_image_id") REFERENCES "public"."stock_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_categories" ADD CONSTRAINT "menu_categories_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "option_groups" ADD CONSTRAINT "option_groups_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "options" ADD CONSTRAINT "options_group_id_option_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."option_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_images" ADD CONSTRAINT "stock_images_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "food_option_groups_group_idx" ON "food_option_groups" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "foods_code_key" ON "foods" USING btree ("merchant_id",upper("code"));--> statement-breakpoint
CREATE INDEX "foods_category_idx" ON "foods" USING btree ("category_id","priority");--> statement-breakpoint
CREATE INDEX "foods_merchant_idx" ON "foods" USING btree ("merchant_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "menu_categories_name_key" ON "menu_categories" USING btree ("merchant_id","kind",lower("name"));--> statement-breakpoint
CREATE INDEX "menu_categories_order_idx" ON "menu_categories" USING btree ("merchant_id","kind","priority");--> statement-breakpoint
CREATE UNIQUE INDEX "option_groups_name_key" ON "option_groups" USING btree ("merchant_id",lower("name"));--> statement-breakpoint
CREATE INDEX "options_group_idx" ON "options" USING btree ("group_id","position");--> statement-breakpoint
CREATE INDEX "stock_images_created_idx" ON "stock_images" USING btree ("id");