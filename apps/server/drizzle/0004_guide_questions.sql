CREATE TABLE "guide_questions" (
	"id" text PRIMARY KEY NOT NULL,
	"guide_id" text NOT NULL,
	"topic" text NOT NULL,
	"data" jsonb NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "guide_questions_guide_idx" ON "guide_questions" USING btree ("guide_id","created_at");