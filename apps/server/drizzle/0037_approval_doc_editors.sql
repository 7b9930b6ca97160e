CREATE TABLE "approval_doc_editors" (
	"doc_type" varchar(32) NOT NULL,
	"doc_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "approval_doc_editors_doc_type_doc_id_user_id_pk" PRIMARY KEY("doc_type","doc_id","user_id")
);
