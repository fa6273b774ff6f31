CREATE INDEX "foods_media_idx" ON "foods" USING btree ("media_id");--> statement-breakpoint
CREATE INDEX "foods_stock_image_idx" ON "foods" USING btree ("stock_image_id");