CREATE TABLE "session_participants" (
	"session_id" text NOT NULL,
	"user_id" text NOT NULL,
	"is_guide" boolean NOT NULL,
	"role_id" text NOT NULL,
	"took_quiz" boolean NOT NULL,
	"finished_at" timestamp with time zone,
	"total_score" integer,
	"rank" integer,
	"player_count" integer,
	"opening_quiz_score" integer,
	"closing_quiz_score" integer,
	"achievements" jsonb,
	CONSTRAINT "session_participants_session_id_user_id_pk" PRIMARY KEY("session_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "session_participants" ADD CONSTRAINT "session_participants_session_id_game_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."game_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "session_participants_user_idx" ON "session_participants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "game_sessions_moderator_idx" ON "game_sessions" USING btree ("moderator_id","created_at");--> statement-breakpoint
-- Sessions stored before this table: their guide and students, from each session's state (once).
INSERT INTO "session_participants" ("session_id", "user_id", "is_guide", "role_id", "took_quiz", "finished_at")
SELECT "id", "moderator_id", true, 'sustainability_guide_1', false,
  CASE WHEN "state"->>'phase' = 'game_completely_ended'
    THEN coalesce(to_timestamp(("state"->>'endedAt')::double precision / 1000), "updated_at") END
FROM "game_sessions"
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "session_participants" ("session_id", "user_id", "is_guide", "role_id", "took_quiz", "finished_at")
SELECT s."id", p->>'userId', false, p->>'roleId',
  coalesce(jsonb_array_length(s."state"->'quizResults'->(p->>'userId')), 0) > 0,
  CASE WHEN s."state"->>'phase' = 'game_completely_ended'
    THEN coalesce(to_timestamp((s."state"->>'endedAt')::double precision / 1000), s."updated_at") END
FROM "game_sessions" s, jsonb_array_elements(s."state"->'players') p
WHERE coalesce((p->>'isPractice')::boolean, false) = false
ON CONFLICT ("session_id", "user_id") DO UPDATE SET "is_guide" = false, "role_id" = excluded."role_id", "took_quiz" = excluded."took_quiz";
