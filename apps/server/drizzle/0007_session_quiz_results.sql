CREATE TABLE "session_quiz_results" (
	"session_id" text NOT NULL,
	"user_id" text NOT NULL,
	"position" integer NOT NULL,
	"result" jsonb NOT NULL,
	CONSTRAINT "session_quiz_results_session_id_user_id_position_pk" PRIMARY KEY("session_id","user_id","position")
);
--> statement-breakpoint
ALTER TABLE "session_quiz_results" ADD CONSTRAINT "session_quiz_results_session_id_game_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."game_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The quiz results of sessions stored before: one row per topic handed in, in each player's order.
INSERT INTO "session_quiz_results" ("session_id", "user_id", "position", "result")
SELECT s."id", r.key, e.ordinality - 1, e.value
FROM "game_sessions" s, jsonb_each(s."state"->'quizResults') r,
  jsonb_array_elements(r.value) WITH ORDINALITY e
WHERE jsonb_typeof(s."state"->'quizResults') = 'object' AND jsonb_typeof(r.value) = 'array'
ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "game_sessions" SET "state" = "state" - 'quizResults' WHERE "state" ? 'quizResults';
