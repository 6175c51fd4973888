CREATE TABLE "content_seed_state" (
	"id" text PRIMARY KEY NOT NULL,
	"content_hash" text NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
