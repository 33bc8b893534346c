-- pg_trgm is a trusted contrib extension of PostgreSQL (13 and later); PGlite loads it in src/db/database.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "market_workbench_products_title_trgm_idx" ON "market_workbench_products" USING gin ("title" gin_trgm_ops);
