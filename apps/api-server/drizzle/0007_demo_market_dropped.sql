DROP TABLE "demo_brands" CASCADE;--> statement-breakpoint
DROP TABLE "demo_goods" CASCADE;--> statement-breakpoint
DROP TABLE "demo_keywords" CASCADE;--> statement-breakpoint
DROP TABLE "demo_shops" CASCADE;--> statement-breakpoint
DROP TABLE "market_daily" CASCADE;