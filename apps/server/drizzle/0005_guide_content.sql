CREATE TABLE "guide_glossary_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"guide_id" text NOT NULL,
	"phrase_key" text NOT NULL,
	"data" jsonb NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guide_narratives" (
	"guide_id" text NOT NULL,
	"moment" text NOT NULL,
	"data" jsonb NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "guide_narratives_guide_id_moment_pk" PRIMARY KEY("guide_id","moment")
);
--> statement-breakpoint
CREATE TABLE "session_content" (
	"session_id" text PRIMARY KEY NOT NULL,
	"narratives" jsonb NOT NULL,
	"glossary" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "learning_materials" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "learning_materials" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "session_content" ADD CONSTRAINT "session_content_session_id_game_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."game_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guide_glossary_entries_guide_phrase_unique" ON "guide_glossary_entries" USING btree ("guide_id","phrase_key");