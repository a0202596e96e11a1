CREATE INDEX "shoppings_serial_idx" ON "shoppings" USING btree ("serial","id");--> statement-breakpoint
CREATE INDEX "shoppings_total_idx" ON "shoppings" USING btree ("total","id");--> statement-breakpoint
CREATE INDEX "shoppings_branch_total_idx" ON "shoppings" USING btree ("branch_id","total","id");