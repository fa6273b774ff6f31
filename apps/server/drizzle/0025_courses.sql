CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "course_id" integer;--> statement-breakpoint
ALTER TABLE "menu_categories" ADD COLUMN "course_id" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "course_id" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "course_name" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "fired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "courses_name_key" ON "courses" USING btree ("merchant_id",lower("name"));--> statement-breakpoint
CREATE INDEX "courses_order_idx" ON "courses" USING btree ("merchant_id","position");--> statement-breakpoint
ALTER TABLE "foods" ADD CONSTRAINT "foods_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_categories" ADD CONSTRAINT "menu_categories_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;