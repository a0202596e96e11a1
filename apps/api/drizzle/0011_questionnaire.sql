CREATE TYPE "public"."question_category" AS ENUM('customers', 'general');--> statement-breakpoint
CREATE TYPE "public"."question_type" AS ENUM('ABIERTA', 'OPCION MULTÍPLE');--> statement-breakpoint
ALTER TYPE "public"."access_subject" ADD VALUE 'answers';--> statement-breakpoint
CREATE TABLE "answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"text" varchar(300) NOT NULL,
	"sequence" integer NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "answers_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"answer_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"answer_id" integer,
	"text" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"question" varchar(300) NOT NULL,
	"description" varchar(1000) NOT NULL,
	"type" "question_type" NOT NULL,
	"category" "question_category" DEFAULT 'customers' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers_questions" ADD CONSTRAINT "answers_questions_answer_id_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."answers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers_questions" ADD CONSTRAINT "answers_questions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_answers" ADD CONSTRAINT "customer_answers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_answers" ADD CONSTRAINT "customer_answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_answers" ADD CONSTRAINT "customer_answers_answer_id_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."answers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_answers" ADD CONSTRAINT "customer_answers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "answers_question_sequence_u554" ON "answers" USING btree ("question_id","sequence") WHERE "answers"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "answers_question_text_u555" ON "answers" USING btree ("question_id",lower(trim("text"))) WHERE "answers"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "answers_questions_question_uq" ON "answers_questions" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "answers_questions_answer_idx" ON "answers_questions" USING btree ("answer_id","id");--> statement-breakpoint
CREATE INDEX "customer_answers_customer_idx" ON "customer_answers" USING btree ("customer_id","question_id") WHERE "customer_answers"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_answers_choice_uq" ON "customer_answers" USING btree ("customer_id","question_id","answer_id") WHERE "customer_answers"."deleted_at" is null and "customer_answers"."answer_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_answers_text_uq" ON "customer_answers" USING btree ("customer_id","question_id") WHERE "customer_answers"."deleted_at" is null and "customer_answers"."answer_id" is null;