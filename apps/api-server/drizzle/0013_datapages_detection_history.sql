CREATE TABLE "detection_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"goods_id" text NOT NULL,
	"viewed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "detection_history_user_goods_key" ON "detection_history" USING btree ("user_id","goods_id");--> statement-breakpoint
CREATE INDEX "detection_history_user_idx" ON "detection_history" USING btree ("user_id","viewed_at");