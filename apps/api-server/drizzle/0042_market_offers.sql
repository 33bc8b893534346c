CREATE TABLE "market_offers" (
	"offer_id" bigint PRIMARY KEY NOT NULL,
	"type_id" integer NOT NULL,
	"title" text NOT NULL,
	"image" text NOT NULL,
	"tier_quantities" integer[] NOT NULL,
	"tier_prices" double precision[] NOT NULL,
	"min_order" integer NOT NULL,
	"weight_grams" integer NOT NULL,
	"supplier_id" bigint NOT NULL,
	"supplier_name" text NOT NULL,
	"supplier_rating" real NOT NULL,
	"product_word" text,
	"last_day" date NOT NULL,
	"demo" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE INDEX "market_offers_word_idx" ON "market_offers" USING btree ("type_id","product_word");