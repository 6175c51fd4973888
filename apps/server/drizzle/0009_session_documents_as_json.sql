-- A session's document, its quiz results and its saved answers are written whole and read whole,
-- never searched inside: stored as JSON text, PostgreSQL only checks them instead of taking each
-- apart into jsonb's form on every save (docs/decisions/0071-session-documents-as-json-text.md).
ALTER TABLE "applied_actions" ALTER COLUMN "response" SET DATA TYPE json;--> statement-breakpoint
ALTER TABLE "game_sessions" ALTER COLUMN "state" SET DATA TYPE json;--> statement-breakpoint
ALTER TABLE "session_quiz_results" ALTER COLUMN "result" SET DATA TYPE json;