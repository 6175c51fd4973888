CREATE TABLE "applied_actions" (
	"session_id" text NOT NULL,
	"action_id" text NOT NULL,
	"actor_id" text NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applied_actions_session_id_action_id_pk" PRIMARY KEY("session_id","action_id")
);
--> statement-breakpoint
CREATE TABLE "characters" (
	"id" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"room_code" text NOT NULL,
	"moderator_id" text NOT NULL,
	"is_open" boolean DEFAULT true NOT NULL,
	"state" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deadline" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "glossary_entries" (
	"phrase_key" text PRIMARY KEY NOT NULL,
	"phrase" text NOT NULL,
	"meaning_id" text NOT NULL,
	"meaning_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learning_materials" (
	"id" text PRIMARY KEY NOT NULL,
	"origin" text DEFAULT 'seed' NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"title_en" text NOT NULL,
	"url" text NOT NULL,
	"original_url" text,
	"video_url" text,
	"source_credit" jsonb NOT NULL,
	"description" text,
	"description_en" text,
	"round" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "narratives" (
	"id" text PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_topics" (
	"id" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_content" (
	"id" text PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role_id" text NOT NULL,
	"character_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applied_actions" ADD CONSTRAINT "applied_actions_session_id_game_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."game_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_sessions_open_room_code_unique" ON "game_sessions" USING btree ("room_code") WHERE "game_sessions"."is_open";--> statement-breakpoint
CREATE INDEX "game_sessions_deadline_idx" ON "game_sessions" USING btree ("deadline");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_unique" ON "users" USING btree (lower("username"));